import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Template } from 'aws-cdk-lib/assertions';
import { actionsOf, buildApp, type CfnJson, logicalId, roleStatements } from './helpers';

/**
 * "Your data" (product-rules §14.2): the export reads only; the deletion may delete the caller's
 * items, the Cognito user and cancel the subscription, and nothing more (least privilege).
 */
describe('account data functions', () => {
  const { stacks } = buildApp({ webOrigins: 'https://app.forksure.example' });
  const api = stacks.api;
  const template = Template.fromStack(api);
  const grantsOf = (name: string) => {
    const fn = api.functions.get(name);
    assert.ok(fn, `function ${name} exists`);
    const statements = roleStatements(template, logicalId(fn.role, api));
    const props = template.findResources('AWS::Lambda::Function')[logicalId(fn.function, api)]?.Properties as Record<string, CfnJson>;
    return { actions: actionsOf(statements), statements, env: props.Environment.Variables as Record<string, unknown> };
  };
  const routeKeys = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map((r) => (r.Properties as Record<string, CfnJson>).RouteKey as string);

  test('GET /me/data and DELETE /me/account are routes behind the JWT authorizer', () => {
    assert.ok(routeKeys.includes('GET /me/data'), `expected GET /me/data among ${routeKeys.join(', ')}`);
    assert.ok(routeKeys.includes('DELETE /me/account'), `expected DELETE /me/account among ${routeKeys.join(', ')}`);
    for (const key of ['GET /me/data', 'DELETE /me/account']) {
      const route = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).find((r) => (r.Properties as Record<string, CfnJson>).RouteKey === key);
      assert.equal((route?.Properties as Record<string, CfnJson>).AuthorizationType, 'JWT', key);
    }
  });

  test('the export reads the table and looks the user up; it writes nothing and has no billing secret', () => {
    const { actions, statements, env } = grantsOf('account-export');
    const cognito = actions.filter((a) => a.startsWith('cognito-idp:'));
    assert.deepEqual(cognito, ['cognito-idp:AdminGetUser']);
    for (const write of ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:Scan']) {
      assert.ok(!actions.includes(write), `export has no ${write}`);
    }
    assert.ok(actions.includes('dynamodb:Query'), `expected dynamodb:Query; got ${actions.join(', ')}`);
    assert.doesNotMatch(JSON.stringify(statements.map((s) => s.Resource)), /stripe/);
    assert.equal(env.STRIPE_SECRET_KEY_SECRET, undefined);
  });

  test('the deletion may delete items and the Cognito user, read the Stripe key; no Scan, no other Cognito action', () => {
    const { actions, statements, env } = grantsOf('account-delete');
    const cognito = actions.filter((a) => a.startsWith('cognito-idp:')).sort();
    assert.deepEqual(cognito, ['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminGetUser']);
    assert.ok(actions.includes('dynamodb:BatchWriteItem'), `expected dynamodb:BatchWriteItem; got ${actions.join(', ')}`);
    assert.ok(actions.includes('dynamodb:DeleteItem'), `expected dynamodb:DeleteItem; got ${actions.join(', ')}`);
    assert.ok(!actions.includes('dynamodb:Scan'), 'no request path scans the table');
    assert.match(JSON.stringify(statements.map((s) => s.Resource)), /stripe-secret-key/);
    assert.doesNotMatch(JSON.stringify(statements.map((s) => s.Resource)), /stripe-webhook/);
    assert.ok(env.STRIPE_SECRET_KEY_SECRET, 'the Stripe API key is named to the function');
  });
});
