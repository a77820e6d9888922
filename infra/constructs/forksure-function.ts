import { Duration } from 'aws-cdk-lib';
import { type IGrantable, type IPrincipal, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function as LambdaFunction, type IFunction, LoggingFormat, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';
import { lambdaCode } from './lambda-code';
import { powertoolsLayer } from './powertools-layer';

export const DEFAULT_MEMORY_MB = 256;
export const DEFAULT_TIMEOUT_SECONDS = 10;

export interface ForksureFunctionProps {
  /** Manifest name; also the Powertools service name suffix. */
  name: string;
  /** Handler entry relative to the repository root; exports `handler`. */
  entry: string;
  memoryMb?: number;
  timeoutSeconds?: number;
  environment: Record<string, string>;
  logRetention: RetentionDays;
}


/**
 * The house Lambda: every Forksure function is one of these, so runtime, bundling, logging and
 * tracing are decided once. Its role starts empty (no AWS managed policies); callers add only the
 * grants the route manifest gives the function.
 */
export class ForksureFunction extends Construct implements IGrantable {
  readonly function: LambdaFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;
  private readonly wildcardReasons: string[] = [];

  constructor(scope: Construct, id: string, props: ForksureFunctionProps) {
    super(scope, id);

    this.logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Forksure function ${props.name}: only the grants its manifest entry gives`,
    });
    this.logGroup.grantWrite(this.role);

    this.function = new LambdaFunction(this, 'Function', {
      // Bundled with the house esbuild options (lambda-bundling.ts): ESM, minified, AWS SDK v3
      // inside (pinned versions, tree-shaken; the bundle is what the benchmark measures), source map.
      code: lambdaCode(props.entry),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memoryMb ?? DEFAULT_MEMORY_MB,
      timeout: Duration.seconds(props.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS),
      role: this.role,
      logGroup: this.logGroup,
      loggingFormat: LoggingFormat.JSON,
      tracing: Tracing.ACTIVE,
      // The Powertools Tracer and its X-Ray SDK, loaded from here at run time rather than bundled.
      layers: [powertoolsLayer(this)],
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
    });

    this.justifyWildcardResource(
      'X-Ray tracing (Tracing.ACTIVE) needs xray:PutTraceSegments and xray:PutTelemetryRecords, which support no resource-level permissions, so AWS requires Resource "*" for them.',
    );
    acknowledge(
      this.function,
      'AwsSolutions-L1',
      'Node.js 22 is the runtime the project pins (issue 2, esbuild target node22, local runtime and tests run on it); moving to Node.js 24 is a deliberate upgrade, not a drift.',
    );
  }

  /**
   * Every `Resource: "*"` statement on this role needs its evidence. cdk-nag reports them all as one
   * finding, so the acknowledgement's reason lists each cause (the latest acknowledgement wins).
   */
  justifyWildcardResource(reason: string): void {
    this.wildcardReasons.push(reason);
    acknowledge(this.role, 'AwsSolutions-IAM5[Resource::*]', this.wildcardReasons.join(' '));
  }

  get grantPrincipal(): IPrincipal {
    return this.role;
  }

  get lambda(): IFunction {
    return this.function;
  }
}
