import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Template } from 'aws-cdk-lib/assertions';
import { actionsOf, buildApp, type CfnJson, logicalId, roleStatements } from './helpers';

/**
 * Diner profiles (product-rules §14.3): one Lambda serves the four routes behind the JWT authorizer;
 * it reads and writes items of the table and may do nothing else (no Cognito, no secret, no Scan).
 */
describe('diner profiles function', () => {
  const { stacks } = buildApp({ webOrigins: 'https://app.forksure.example' });
  const api = stacks.api;
  const template = Template.fromStack(api);

  test('GET/POST /diner-profiles and PUT/DELETE /diner-profiles/{id} are routes behind the JWT authorizer', () => {
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties as Record<string, CfnJson>);
    for (const key of ['GET /diner-profiles', 'POST /diner-profiles', 'PUT /diner-profiles/{id}', 'DELETE /diner-profiles/{id}']) {
      const route = routes.find((r) => r.RouteKey === key);
      assert.ok(route, `${key} exists`);
      assert.equal(route.AuthorizationType, 'JWT', key);
    }
  });

  test('the function reads and writes items of the table and nothing more', () => {
    const fn = api.functions.get('diner-profiles');
    assert.ok(fn, 'the function exists');
    const statements = roleStatements(template, logicalId(fn.role, api));
    const actions = actionsOf(statements);
    for (const needed of ['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchGetItem']) {
      assert.ok(actions.includes(needed), `expected ${needed}; got ${actions.join(', ')}`);
    }
    assert.ok(!actions.includes('dynamodb:Scan'), 'no request path scans the table');
    assert.deepEqual(actions.filter((a) => a.startsWith('cognito-idp:')), [], 'no Cognito action');
    assert.deepEqual(actions.filter((a) => a.startsWith('secretsmanager:')), [], 'no secret');
  });
});
