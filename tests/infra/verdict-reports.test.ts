import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Template } from 'aws-cdk-lib/assertions';
import { actionsOf, buildApp, type CfnJson, logicalId, roleStatements } from './helpers';

/**
 * "This verdict is wrong" (product-rules §16): the report function stores reports and counts the daily
 * allowance in the table, and may do nothing else (no Cognito, no secret, no provider, no Scan); the
 * places functions read the accepted notes with the places (GetItem, BatchGetItem).
 */
describe('verdict reports function', () => {
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

  test('POST /verdict-reports is a route behind the JWT authorizer', () => {
    const route = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).find((r) => (r.Properties as Record<string, CfnJson>).RouteKey === 'POST /verdict-reports');
    assert.ok(route, 'the route exists');
    assert.equal((route.Properties as Record<string, CfnJson>).AuthorizationType, 'JWT');
  });

  test('the function writes items of the table and nothing more', () => {
    const { actions, statements, env } = grantsOf('verdict-reports');
    for (const needed of ['dynamodb:PutItem', 'dynamodb:UpdateItem']) assert.ok(actions.includes(needed), `expected ${needed}; got ${actions.join(', ')}`);
    assert.ok(!actions.includes('dynamodb:Scan'), 'no request path scans the table');
    assert.deepEqual(actions.filter((a) => a.startsWith('cognito-idp:')), [], 'no Cognito action');
    assert.deepEqual(actions.filter((a) => a.startsWith('secretsmanager:')), [], 'no secret');
    assert.doesNotMatch(JSON.stringify(statements.map((s) => s.Resource)), /stripe|secret/i);
    assert.equal(env.CODE_HASH_KEY_SECRET, undefined);
  });

  test('search and detail may read the place notes', () => {
    for (const name of ['places-search', 'places-details']) {
      const { actions } = grantsOf(name);
      for (const read of ['dynamodb:GetItem', 'dynamodb:BatchGetItem']) assert.ok(actions.includes(read), `${name}: expected ${read}`);
    }
  });
});
