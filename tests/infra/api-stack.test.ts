import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { Duration } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { allRoutes, functions, scheduledFunctions } from '../../functions/routes';
import { PROVIDER_CHOICES } from '../../functions/lib/providers/selection';
import { DEFAULT_MEMORY_MB, DEFAULT_TIMEOUT_SECONDS } from '../../infra/constructs/forksure-function';
import { TABLE_WRITE_ACTIONS, USER_POOL_ADMIN_ACTIONS, USER_POOL_GRANT_ACTIONS } from '../../infra/constructs/table-access';
import { actionsOf, buildApp, type CfnJson, logicalId, roleStatements } from './helpers';

describe('Api stack', () => {
  const { stacks } = buildApp({ webOrigins: 'https://app.forksure.example' });
  const api = stacks.api;
  const template = Template.fromStack(api);
  const lambdas = template.findResources('AWS::Lambda::Function');

  const fnOf = (name: string) => {
    const fn = api.functions.get(name);
    assert.ok(fn, `function ${name} exists`);
    const id = logicalId(fn.function, api);
    return { id, props: lambdas[id]?.Properties as Record<string, CfnJson>, statements: roleStatements(template, logicalId(fn.role, api)) };
  };
  const byGrant = (pred: (f: (typeof functions)[number]) => boolean) => functions.filter(pred).map((f) => f.name);

  test('one Lambda per manifest function (and scheduled function), each ARM64, Node 22, traced', () => {
    const names = [...functions, ...scheduledFunctions].map((f) => f.name);
    assert.equal(api.functions.size, names.length);
    template.resourceCountIs('AWS::Lambda::Function', names.length);
    for (const name of names) {
      const { props } = fnOf(name);
      assert.deepEqual(props.Architectures, ['arm64'], name);
      assert.equal(props.Runtime, 'nodejs22.x', name);
      assert.deepEqual(props.TracingConfig, { Mode: 'Active' }, name);
      assert.equal(props.Handler, 'index.handler', name);
      assert.equal(props.Environment.Variables.NODE_OPTIONS, '--enable-source-maps', name);
      assert.ok(props.LoggingConfig.LogGroup, `${name} logs to its own log group`);
    }
  });

  test('memory and timeout come from the manifest, with the house defaults', () => {
    for (const def of functions) {
      const { props } = fnOf(def.name);
      assert.equal(props.MemorySize, def.memoryMb ?? DEFAULT_MEMORY_MB, def.name);
      assert.equal(props.Timeout, def.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS, def.name);
    }
  });

  test('every function log group has a retention', () => {
    for (const lg of Object.values(template.findResources('AWS::Logs::LogGroup'))) {
      assert.equal(lg.Properties.RetentionInDays, 30);
    }
  });

  test('one route per manifest route; the JWT authorizer exactly on user routes', () => {
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties as Record<string, CfnJson>);
    assert.equal(routes.length, allRoutes.length);
    const byKey = new Map(routes.map((r) => [r.RouteKey as string, r]));
    for (const route of allRoutes) {
      const cfn = byKey.get(`${route.method} ${route.path}`);
      assert.ok(cfn, `route ${route.method} ${route.path}`);
      if (route.auth === 'user') {
        assert.equal(cfn.AuthorizationType, 'JWT', `${route.path} needs the JWT authorizer`);
        assert.ok(cfn.AuthorizerId, route.path);
      } else {
        assert.equal(cfn.AuthorizationType, 'NONE', `${route.path} is public`);
        assert.equal(cfn.AuthorizerId, undefined, route.path);
      }
    }
  });

  test('each route integrates with its own function', () => {
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration');
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties as Record<string, CfnJson>);
    for (const route of allRoutes) {
      const cfn = routes.find((r) => r.RouteKey === `${route.method} ${route.path}`);
      const integrationId = JSON.stringify(cfn?.Target).match(/"Ref":"([^"]+)"/)?.[1] ?? '';
      const uri = JSON.stringify(integrations[integrationId]?.Properties.IntegrationUri);
      assert.ok(uri.includes(`"${fnOf(route.functionName).id}"`), `${route.path} -> ${route.functionName}`);
    }
  });

  test('the JWT authorizer trusts the user pool issuer and the web client', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    const [authorizer] = Object.values(template.findResources('AWS::ApiGatewayV2::Authorizer'));
    const props = authorizer?.Properties as Record<string, CfnJson>;
    assert.equal(props.AuthorizerType, 'JWT');
    assert.deepEqual(props.IdentitySource, ['$request.header.Authorization']);
    const issuer = JSON.stringify(props.JwtConfiguration.Issuer);
    assert.match(issuer, /https:\/\/cognito-idp\./);
    assert.match(issuer, /Forksure-dev-Auth:ExportsOutputRefUserPool/);
    assert.match(JSON.stringify(props.JwtConfiguration.Audience), /Forksure-dev-Auth:ExportsOutputRefUserPoolWebClient/);
  });

  test('default stage: auto-deploy, throttling, JSON access logs to a log group', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.anyValue() },
    });
    const [stage] = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'));
    const format = JSON.parse(stage?.Properties.AccessLogSettings.Format as string) as Record<string, string>;
    assert.equal(format.requestId, '$context.requestId');
    assert.equal(format.status, '$context.status');
  });

  test('CORS allows the configured web origin and the Authorization header', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.objectLike({
        AllowOrigins: ['https://app.forksure.example'],
        AllowHeaders: Match.arrayWith(['authorization']),
      }),
    });
  });

  test('the cleanup job runs on its EventBridge schedule', () => {
    for (const def of scheduledFunctions) {
      template.hasResourceProperties('AWS::Events::Rule', {
        // CDK writes the shortest equivalent form (60 minutes -> rate(1 hour)).
        ScheduleExpression: Schedule.rate(Duration.minutes(def.everyMinutes)).expressionString,
        State: 'ENABLED',
        Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [fnOf(def.name).id, 'Arn'] } })],
      });
    }
  });

  test('environment: stage, table only with a table grant, production providers only for listed ports', () => {
    for (const def of functions) {
      const env = fnOf(def.name).props.Environment.Variables as Record<string, unknown>;
      assert.equal(env.FORKSURE_STAGE, 'dev');
      assert.equal(env.POWERTOOLS_SERVICE_NAME, `forksure-${def.name}`);
      assert.equal(env.POWERTOOLS_LOG_LEVEL, 'INFO');
      assert.ok(env.USER_POOL_ID && env.USER_POOL_CLIENT_ID, def.name);
      assert.equal(env.TABLE_NAME !== undefined, def.table !== 'none', `${def.name} TABLE_NAME`);
      for (const [port, choice] of Object.entries(PROVIDER_CHOICES)) {
        // A function that only reports adapters (health) gets every selection variable.
        const selected = (def.providers as string[]).includes(port) || def.reportsProviders === true;
        assert.equal(env[choice.env], selected ? choice.production : undefined, `${def.name} ${choice.env}`);
      }
      assert.equal(env.OPENAI_API_KEY_SECRET !== undefined, def.providers.includes('ai'), `${def.name} OPENAI_API_KEY_SECRET`);
      assert.equal(env.GOOGLE_PLACES_API_KEY_SECRET, def.providers.includes('places') ? 'forksure/dev/google-places-api-key' : undefined, `${def.name} GOOGLE_PLACES_API_KEY_SECRET`);
      assert.equal(env.MAIL_FROM_ADDRESS, def.providers.includes('mail') ? 'no-reply@forksure.example' : undefined, `${def.name} MAIL_FROM_ADDRESS`);
      assert.equal(env.CODE_HASH_KEY_SECRET, def.codeHashKey ? 'forksure/dev/code-hash-key' : undefined, `${def.name} CODE_HASH_KEY_SECRET`);
      assert.equal(env.CODE_HASH_KEY, undefined, 'the key itself is never in the environment in AWS');
    }
  });

  describe('least privilege', () => {
    test("a function with table 'none' has no DynamoDB permission", () => {
      const names = byGrant((f) => f.table === 'none');
      assert.ok(names.length > 0, `expected names.length > 0; got names.length = ${inspect(names.length)}`);
      for (const name of names) {
        assert.deepEqual(actionsOf(fnOf(name).statements).filter((a) => a.startsWith('dynamodb:')), [], name);
      }
    });

    test("a 'read' function can read and query but not write", () => {
      const names = byGrant((f) => f.table === 'read');
      assert.ok(names.length > 0, `expected names.length > 0; got names.length = ${inspect(names.length)}`);
      for (const name of names) {
        const actions = actionsOf(fnOf(name).statements);
        assert.ok(actions.includes('dynamodb:Query') && actions.includes('dynamodb:GetItem'), name);
        for (const write of TABLE_WRITE_ACTIONS) assert.ok(!actions.includes(write), `${name} must not have ${write}`);
      }
    });

    test("a 'readwrite' function writes single items; nobody may Scan or use wildcards on DynamoDB", () => {
      for (const name of byGrant((f) => f.table === 'readwrite')) {
        const actions = actionsOf(fnOf(name).statements);
        assert.ok(actions.includes('dynamodb:PutItem') && actions.includes('dynamodb:UpdateItem'), name);
      }
      for (const name of api.functions.keys()) {
        const actions = actionsOf(fnOf(name).statements);
        assert.ok(!actions.some((a) => a === 'dynamodb:Scan' || (a.startsWith('dynamodb:') && a.includes('*'))), name);
      }
    });

    test('table grants name the two indexes, never index/*', () => {
      const ddb = fnOf('profile').statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('dynamodb:')));
      const resources = JSON.stringify(ddb.map((s) => s.Resource));
      assert.match(resources, /\/index\/gsi1"/);
      assert.match(resources, /\/index\/gsi2"/);
      assert.doesNotMatch(resources, /index\/\*/);
    });

    test('Cognito actions exactly those of each function\'s userPool grant, scoped to the pool', () => {
      // The calls of functions/lib/identity/cognito-identity.ts; InitiateAuth needs no IAM grant.
      assert.deepEqual([...USER_POOL_ADMIN_ACTIONS].sort(), [
        'cognito-idp:AdminCreateUser',
        'cognito-idp:AdminDeleteUser',
        'cognito-idp:AdminGetUser',
        'cognito-idp:AdminSetUserPassword',
        'cognito-idp:AdminUpdateUserAttributes',
        'cognito-idp:AdminUserGlobalSignOut',
      ]);
      assert.ok(byGrant((f) => f.userPool === 'admin').length > 0, 'expected byGrant((f) => f.userPool === \'admin\').length > 0');
      for (const def of functions) {
        const statements = fnOf(def.name).statements;
        const cognito = actionsOf(statements).filter((a) => a.startsWith('cognito-idp:'));
        if (def.userPool !== 'none') {
          assert.deepEqual([...cognito].sort(), [...USER_POOL_GRANT_ACTIONS[def.userPool]].sort(), def.name);
          const stmt = statements.find((s) => actionsOf([s]).some((a) => a.startsWith('cognito-idp:')));
          assert.match(JSON.stringify(stmt?.Resource), /UserPool/);
        } else {
          assert.deepEqual(cognito, [], def.name);
        }
      }
    });

    test('secrets are readable only by functions whose providers need them', () => {
      const check = (name: string, provider: string, secretHint: RegExp) => {
        const def = functions.find((f) => f.name === name);
        assert.ok(def, `expected def; got ${inspect(def)}`);
        const readsIt = fnOf(name).statements.some((s) => secretHint.test(JSON.stringify(s.Resource)));
        assert.equal(readsIt, (def.providers as string[]).includes(provider), `${name} / ${provider}`);
      };
      for (const def of functions) {
        check(def.name, 'ai', /secret:forksure\/dev\/openai-api-key/);
        check(def.name, 'billing', /secret:forksure\/dev\/stripe-secret-key/);
        check(def.name, 'places', /secret:forksure\/dev\/google-places-api-key/);
      }
    });

    test('the code-hash key: GetSecretValue on that one secret, only for functions with codeHashKey', () => {
      assert.ok(byGrant((f) => f.codeHashKey === true).length > 0, 'expected byGrant((f) => f.codeHashKey === true).length > 0');
      for (const def of functions) {
        const statements = fnOf(def.name).statements.filter((s) => /CodeHashKey/.test(JSON.stringify(s.Resource)));
        if (def.codeHashKey) {
          assert.equal(statements.length, 1, def.name);
          assert.deepEqual(actionsOf(statements), ['secretsmanager:GetSecretValue'], def.name);
          assert.match(JSON.stringify(statements[0]?.Resource), /Forksure-dev-Auth:ExportsOutputRefCodeHashKey/);
        } else {
          assert.deepEqual(statements, [], def.name);
        }
      }
    });

    test('SES send only for mail functions, only from the product address', () => {
      for (const def of functions) {
        const ses = fnOf(def.name).statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('ses:')));
        if ((def.providers as string[]).includes('mail')) {
          assert.equal(ses.length, 1, def.name);
          assert.deepEqual(actionsOf(ses).sort(), ['ses:SendEmail', 'ses:SendRawEmail'], def.name);
          assert.deepEqual(ses[0]?.Condition, { StringEquals: { 'ses:FromAddress': 'no-reply@forksure.example' } });
          assert.match(JSON.stringify(ses[0]?.Resource), /:identity\/.*Forksure-dev-Mail:ExportsOutputRefIdentity/);
          assert.doesNotMatch(JSON.stringify(ses[0]?.Resource), /"\*"/);
        } else {
          assert.equal(ses.length, 0, def.name);
        }
      }
    });

    test('no AWS managed policies on function roles', () => {
      for (const fn of api.functions.values()) {
        const role = template.findResources('AWS::IAM::Role')[logicalId(fn.role, api)];
        assert.equal(role?.Properties.ManagedPolicyArns, undefined);
      }
    });
  });
});
