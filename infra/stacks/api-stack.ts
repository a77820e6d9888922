import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { functions, scheduledFunctions, type ProviderName, type TableGrant, type UserPoolGrant } from '../../functions/routes';
import type { ForksureConfig } from '../config';
import { PROVIDER_NAMES, productionProviderEnv } from '../../functions/lib/providers/selection';
import { AI_DAILY_CALL_CAP_ENV } from '../../functions/lib/services/ai-budget/ai-daily-cap';
import { ForksureFunction } from '../constructs/forksure-function';
import { Monitoring } from '../constructs/monitoring';
import { type MailResources, ProviderAccess } from '../constructs/provider-access';
import { grantCodeHashKey, grantTable, grantUserPool } from '../constructs/table-access';
import { acknowledge } from '../nag';
import { retention } from '../retention';

export interface ApiStackProps extends StackProps {
  config: ForksureConfig;
  table: ITable;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  mail: MailResources;
  /** The one-time-code service's key (Auth stack) and its name, for functions with `codeHashKey`. */
  codeHashKey: { secret: ISecret; secretName: string };
}

interface FunctionSpec {
  name: string;
  entry: string;
  table: TableGrant;
  userPool: UserPoolGrant;
  providers: readonly ProviderName[];
  reportsProviders?: boolean;
  codeHashKey?: boolean;
  billingWebhookSecret?: boolean;
  memoryMb?: number;
  timeoutSeconds?: number;
}

/** The scheduled job whose failures the cleanup alarm watches. */
const CLEANUP_FUNCTION = 'cleanup';

/** Stateless: the HTTP API, one Lambda per manifest function, and the scheduled jobs. */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  /** Base URL of the API (no trailing slash), as the web's config.json wants it. */
  readonly apiUrl: string;
  readonly functions = new Map<string, ForksureFunction>();
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const providers = new ProviderAccess(this, 'Providers', {
      stage: config.stage,
      secrets: config.secrets,
      openAi: config.openAi,
      placeIndexDataSource: config.placeIndexDataSource,
      mail: props.mail,
      billing: { prices: config.stripePrices, webOrigins: config.webOrigins },
    });

    const makeFunction = (spec: FunctionSpec): ForksureFunction => {
      const fn = new ForksureFunction(this, `Fn-${spec.name}`, {
        name: spec.name,
        entry: spec.entry,
        memoryMb: spec.memoryMb,
        timeoutSeconds: spec.timeoutSeconds,
        logRetention: retention(config.logRetentionDays),
        environment: {
          FORKSURE_STAGE: config.stage,
          POWERTOOLS_SERVICE_NAME: `forksure-${spec.name}`,
          // Powertools v2 reads POWERTOOLS_LOG_LEVEL; LOG_LEVEL is its legacy name, kept for other readers.
          POWERTOOLS_LOG_LEVEL: config.logLevel,
          LOG_LEVEL: config.logLevel,
          USER_POOL_ID: props.userPool.userPoolId,
          USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
          ...(spec.table === 'none' ? {} : { TABLE_NAME: props.table.tableName }),
          // A function that only reports adapters (health) gets every selection variable, no grants.
          ...(spec.reportsProviders ? productionProviderEnv(PROVIDER_NAMES) : {}),
          // The deployment's daily model calls (product-rules §2.7), for the functions that call the model.
          ...(spec.providers.includes('ai') ? { [AI_DAILY_CALL_CAP_ENV]: String(config.monitoring.aiDailyCallCap) } : {}),
          ...providers.environmentFor(spec.providers, { billingWebhookSecret: spec.billingWebhookSecret }),
          // The name, never the value: the function reads the key at run time.
          ...(spec.codeHashKey ? { CODE_HASH_KEY_SECRET: props.codeHashKey.secretName } : {}),
        },
      });
      grantTable(fn, props.table, spec.table);
      grantUserPool(fn, props.userPool, spec.userPool);
      grantCodeHashKey(fn, props.codeHashKey.secret, spec.codeHashKey);
      providers.grant(fn, spec.providers, { billingWebhookSecret: spec.billingWebhookSecret });
      this.functions.set(spec.name, fn);
      return fn;
    };

    // --- HTTP API ---
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: retention(config.logRetentionDays) });
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `forksure-${config.stage}`,
      description: 'Forksure API: one route per entry of functions/routes.ts',
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: config.webOrigins,
        allowMethods: [CorsHttpMethod.GET, CorsHttpMethod.POST, CorsHttpMethod.PUT, CorsHttpMethod.PATCH, CorsHttpMethod.DELETE, CorsHttpMethod.OPTIONS],
        allowHeaders: ['authorization', 'content-type'],
        maxAge: Duration.days(1),
      },
    });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: config.apiRateLimit, burstLimit: config.apiBurstLimit },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            requestTime: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            userAgent: '$context.identity.userAgent',
            method: '$context.httpMethod',
            routeKey: '$context.routeKey',
            path: '$context.path',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            responseLatency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });
    this.apiUrl = this.httpApi.apiEndpoint;

    const authorizer = new HttpJwtAuthorizer(
      'CognitoJwt',
      `https://cognito-idp.${this.region}.amazonaws.com/${props.userPool.userPoolId}`,
      { jwtAudience: [props.userPoolClient.userPoolClientId] },
    );

    for (const def of functions) {
      const fn = makeFunction(def);
      const integration = new HttpLambdaIntegration(`Integration-${def.name}`, fn.function);
      for (const route of def.routes) {
        const [created] = this.httpApi.addRoutes({
          path: route.path,
          methods: [HttpMethod[route.method]],
          integration,
          authorizer: route.auth === 'user' ? authorizer : undefined,
        });
        if (route.auth === 'public' && created) {
          acknowledge(
            created,
            'AwsSolutions-APIG4',
            `${route.method} ${route.path} is public in the route manifest by design (${route.summary}); it must work before sign-in, and the handler applies its own checks (rate limits, codes or signatures).`,
          );
        }
      }
    }

    // --- Scheduled jobs (EventBridge), as the local runner does on an interval ---
    for (const def of scheduledFunctions) {
      const fn = makeFunction({ ...def, userPool: 'none', providers: [] });
      new Rule(this, `Schedule-${def.name}`, {
        description: def.summary,
        schedule: Schedule.rate(Duration.minutes(def.everyMinutes)),
        targets: [new LambdaFunction(fn.function, { retryAttempts: 2, maxEventAge: Duration.hours(1) })],
      });
    }

    this.monitoring = new Monitoring(this, 'Monitoring', {
      stage: config.stage,
      monitoring: config.monitoring,
      httpApi: this.httpApi,
      functions: this.functions,
      cleanupFunction: CLEANUP_FUNCTION,
    });

    new CfnOutput(this, 'ApiUrl', { value: this.apiUrl });
    new CfnOutput(this, 'ApiStageName', { value: stage.stageName });
  }
}
