import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * The one way this app acknowledges a cdk-nag finding (cdk-nag 3 uses CDK's native
 * `Validations.acknowledge`). A reason must say why the finding does not apply here, so short or
 * generic reasons are refused at synth time rather than found in review.
 */
export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  if (!/^AwsSolutions-[A-Z]+\d+(\[.+\])?$/.test(id)) throw new Error(`Not an AwsSolutions rule id: ${id}`);
  if (reason.trim().length < 40) throw new Error(`Acknowledgement of ${id} at ${scope.node.path} needs a specific reason (40+ chars)`);
  // The CLI's suggested form: the plugin namespace, then the rule (and finding) id.
  Validations.of(scope).acknowledge({ id: `AwsSolutions::${id}`, reason });
}
