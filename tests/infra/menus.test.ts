import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { test } from 'node:test';
import { Template } from 'aws-cdk-lib/assertions';
import { actionsOf, buildApp, type CfnJson, logicalId, roleStatements } from './helpers';

/**
 * The menu functions (issue 12). API Gateway gives up on an integration after 30 s, so a function
 * that runs longer answers nobody: both time out well before it. menus-generate reads the place
 * (Google key), calls OpenAI (its key) and writes the scrape counter and the menu; menus-history
 * only reads the table.
 */
const API_GATEWAY_LIMIT_SECONDS = 30;

function lambdaOf(name: string) {
  const { stacks } = buildApp();
  const template = Template.fromStack(stacks.api);
  const fn = stacks.api.functions.get(name);
  assert.ok(fn, name);
  const props = template.findResources('AWS::Lambda::Function')[logicalId(fn.function, stacks.api)]?.Properties as Record<string, CfnJson>;
  const actions = actionsOf(roleStatements(template, logicalId(fn.role, stacks.api)));
  return { props, env: props.Environment.Variables as Record<string, unknown>, actions };
}

test('menus-generate: timeout under 30 s; OpenAI and Google Places selected with their key grants; writes the table', () => {
  const { props, env, actions } = lambdaOf('menus-generate');
  assert.ok(Number(props.Timeout) < API_GATEWAY_LIMIT_SECONDS, `timeout ${props.Timeout} s`);
  assert.equal(env.AI_PROVIDER, 'openai');
  assert.equal(env.PLACES_PROVIDER, 'google-places');
  assert.ok(env.OPENAI_API_KEY_SECRET && env.GOOGLE_PLACES_API_KEY_SECRET, `expected env.OPENAI_API_KEY_SECRET && env.GOOGLE_PLACES_API_KEY_SECRET; got env.OPENAI_API_KEY_SECRET = ${inspect(env.OPENAI_API_KEY_SECRET)}, env.GOOGLE_PLACES_API_KEY_SECRET = ${inspect(env.GOOGLE_PLACES_API_KEY_SECRET)}`);
  assert.ok(actions.includes('secretsmanager:GetSecretValue'), `expected actions.includes('secretsmanager:GetSecretValue'); got actions = ${inspect(actions)}`);
  for (const write of ['dynamodb:UpdateItem', 'dynamodb:PutItem']) assert.ok(actions.includes(write), write);
  for (const action of actions) assert.doesNotMatch(action, /^(ses|geo|translate|transcribe|comprehend|cognito-idp):/);
});

test('menus-history: timeout under 30 s, reads the table and writes nothing, no provider', () => {
  const { props, env, actions } = lambdaOf('menus-history');
  assert.ok(Number(props.Timeout) < API_GATEWAY_LIMIT_SECONDS, `timeout ${props.Timeout} s`);
  assert.equal(env.OPENAI_API_KEY_SECRET, undefined);
  assert.ok(actions.includes('dynamodb:Query'), `expected actions.includes('dynamodb:Query'); got actions = ${inspect(actions)}`);
  for (const action of actions) {
    assert.doesNotMatch(action, /^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem|\*)$/);
    assert.doesNotMatch(action, /^(secretsmanager|ses|geo|translate|transcribe):/);
  }
});
