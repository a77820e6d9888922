import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { type ILayerVersion, LayerVersion } from 'aws-cdk-lib/aws-lambda';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';

const TRACER_PACKAGE = resolve(import.meta.dirname, '..', '..', 'node_modules', '@aws-lambda-powertools', 'tracer', 'package.json');

/** The installed Powertools Tracer's version: the layer must carry the same one the code was written against. */
export function powertoolsVersion(): string {
  return (JSON.parse(readFileSync(TRACER_PACKAGE, 'utf8')) as { version: string }).version;
}

/**
 * AWS publishes the ARN of each Powertools for AWS Lambda (TypeScript) layer version as a public SSM
 * parameter in every commercial region; resolving it at deploy time pins the layer to the installed
 * package's version in whichever region the stack lands, with no ARN table to keep.
 */
export function powertoolsLayerParameterName(version = powertoolsVersion()): string {
  return `/aws/service/powertools/typescript/generic/all/${version}`;
}

/**
 * The Powertools layer that gives functions the Tracer and its X-Ray SDK at run time
 * (functions/lib/observability/tracing.ts loads them from there; they are not bundled). One
 * template parameter per stack (CDK reuses it), one layer reference per function.
 */
export function powertoolsLayer(scope: Construct): ILayerVersion {
  const arn = StringParameter.valueForStringParameter(Stack.of(scope), powertoolsLayerParameterName());
  return LayerVersion.fromLayerVersionArn(scope, 'PowertoolsLayer', arn);
}
