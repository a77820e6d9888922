import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { test } from 'node:test';
import { Template } from 'aws-cdk-lib/assertions';
import { PROVIDER_CHOICES } from '../../functions/lib/providers/selection';
import { functions } from '../../functions/routes';
import { actionsOf, buildApp, type CfnJson, logicalId, roleStatements } from './helpers';

/** The health function reports every adapter but uses none: selection variables, no secrets, no SES. */
test('health gets every provider selection variable and no provider permissions', () => {
  assert.ok(functions.find((f) => f.name === 'health')?.reportsProviders, 'expected functions.find((f) => f.name === \'health\')?.reportsProviders');
  const { stacks } = buildApp();
  const template = Template.fromStack(stacks.api);
  const fn = stacks.api.functions.get('health');
  assert.ok(fn, `expected fn; got ${inspect(fn)}`);
  const props = template.findResources('AWS::Lambda::Function')[logicalId(fn.function, stacks.api)]?.Properties as Record<string, CfnJson>;
  const env = props.Environment.Variables as Record<string, unknown>;
  for (const choice of Object.values(PROVIDER_CHOICES)) assert.equal(env[choice.env], choice.production, choice.env);
  for (const secretVar of ['OPENAI_API_KEY_SECRET', 'STRIPE_SECRET_KEY_SECRET', 'GOOGLE_PLACES_API_KEY_SECRET', 'MAIL_FROM_ADDRESS', 'CODE_HASH_KEY_SECRET']) {
    assert.equal(env[secretVar], undefined, `${secretVar} is not given to health`);
  }
  const actions = actionsOf(roleStatements(template, logicalId(fn.role, stacks.api)));
  assert.ok(actions.length > 0, 'the role has statements to inspect');
  for (const action of actions) assert.doesNotMatch(action, /^(secretsmanager|ses|ssm|geo|translate|transcribe):/);
});
