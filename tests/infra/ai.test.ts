import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { describe, test } from 'node:test';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { readConfig } from '../../infra/config';
import { actionsOf, buildApp, type CfnJson, logicalId, roleStatements } from './helpers';

/**
 * The AI functions (issue 12) in AWS: the OpenAI key is a Secrets Manager secret read only by the
 * two functions that call the model (menus-generate, reviews-analyze); model and endpoint come from
 * context with defaults; reviews-analyze answers inside API Gateway's 30 s.
 */
const API_GATEWAY_LIMIT_SECONDS = 30;
const OPENAI_SECRET = /secret:forksure\/dev\/openai-api-key/;

function functionsOf(context: Record<string, unknown> = {}) {
  const { stacks } = buildApp(context);
  const template = Template.fromStack(stacks.api);
  const lambdas = template.findResources('AWS::Lambda::Function');
  return new Map(
    [...stacks.api.functions.entries()].map(([name, fn]) => {
      const props = lambdas[logicalId(fn.function, stacks.api)]?.Properties as Record<string, CfnJson>;
      const statements = roleStatements(template, logicalId(fn.role, stacks.api));
      return [name, { props, env: props.Environment.Variables as Record<string, unknown>, statements, actions: actionsOf(statements) }];
    }),
  );
}

describe('AI functions', () => {
  const fns = functionsOf();

  test('only menus-generate and reviews-analyze may read the OpenAI key secret, and only they are told its name', () => {
    const readers = [...fns].filter(([, fn]) => fn.statements.some((s) => OPENAI_SECRET.test(JSON.stringify(s.Resource)))).map(([name]) => name);
    assert.deepEqual(readers.sort(), ['menus-generate', 'reviews-analyze']);
    const named = [...fns].filter(([, fn]) => fn.env.OPENAI_API_KEY_SECRET !== undefined).map(([name]) => name);
    assert.deepEqual(named.sort(), ['menus-generate', 'reviews-analyze']);
    for (const [name, fn] of fns) assert.equal(fn.env.OPENAI_API_KEY, undefined, `${name}: the key itself is never in the environment`);
  });

  test('reviews-analyze: under 30 s; OpenAI and Google Places selected with their secrets; model and endpoint defaults; writes only single items', () => {
    const fn = fns.get('reviews-analyze')!;
    assert.ok(Number(fn.props.Timeout) < API_GATEWAY_LIMIT_SECONDS, `timeout ${fn.props.Timeout} s`);
    assert.equal(fn.env.AI_PROVIDER, 'openai');
    assert.equal(fn.env.PLACES_PROVIDER, 'google-places');
    assert.equal(fn.env.OPENAI_API_KEY_SECRET, 'forksure/dev/openai-api-key');
    assert.equal(fn.env.OPENAI_MODEL, 'gpt-4o-mini');
    assert.equal(fn.env.OPENAI_BASE_URL, 'https://api.openai.com/v1');
    const secretStatements = fn.statements.filter((s) => /secretsmanager:/.test(JSON.stringify(s.Action)));
    assert.ok(secretStatements.some((s) => OPENAI_SECRET.test(JSON.stringify(s.Resource))), `expected secretStatements.some((s) => OPENAI_SECRET.test(JSON.stringify(s.Resource))); got secretStatements = ${inspect(secretStatements)}`);
    assert.ok(secretStatements.some((s) => /google-places-api-key/.test(JSON.stringify(s.Resource))), `expected secretStatements.some((s) => /google-places-api-key/.test(JSON.stringify(s.Resource))); got secretStatements = ${inspect(secretStatements)}`);
    assert.ok(fn.actions.includes('dynamodb:UpdateItem'), 'the daily allowance counter');
    for (const action of fn.actions) assert.doesNotMatch(action, /^(ses|geo|translate|transcribe|comprehend|cognito-idp):/);
  });

  test('openAiModel and openAiBaseUrl context set OPENAI_MODEL and OPENAI_BASE_URL of both AI functions', () => {
    const custom = functionsOf({ openAiModel: 'gpt-4.1-mini', openAiBaseUrl: 'https://llm.example.com/v1' });
    for (const name of ['menus-generate', 'reviews-analyze']) {
      assert.equal(custom.get(name)!.env.OPENAI_MODEL, 'gpt-4.1-mini', name);
      assert.equal(custom.get(name)!.env.OPENAI_BASE_URL, 'https://llm.example.com/v1', name);
    }
  });

  test('a base URL that is not https is refused at synth with the key named', () => {
    const ctx = (values: Record<string, unknown>) => new App({ context: values }).node;
    assert.throws(() => readConfig(ctx({ openAiBaseUrl: 'http://llm.example.com/v1' })), /openAiBaseUrl/);
    assert.throws(() => readConfig(ctx({ openAiBaseUrl: 'not a url' })), /openAiBaseUrl/);
  });
});
