import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Template } from 'aws-cdk-lib/assertions';
import { buildApp, type CfnJson, logicalId, roleStatements, type Statement } from './helpers';

/**
 * Billing in AWS: the webhook route is public (Stripe cannot send a Cognito token; the handler
 * verifies Stripe's signature), the others need the JWT authorizer. The Stripe secrets are named,
 * never valued, in the template; only the billing functions may read them, and only the webhook
 * may read the webhook signing secret.
 */
const KEY_NAME = 'forksure/test/stripe-secret-key';
const WEBHOOK_NAME = 'forksure/test/stripe-webhook-secret';
const context = {
  stage: 'test',
  stripePricePro: 'price_1Pro',
  stripePricePremium: 'price_1Premium',
  webOrigins: 'https://forksure.example',
  stripeSecretKeySecret: KEY_NAME,
  stripeWebhookSecretSecret: WEBHOOK_NAME,
};

function synth() {
  const { stacks } = buildApp(context);
  const template = Template.fromStack(stacks.api);
  const fnProps = (name: string) => {
    const fn = stacks.api.functions.get(name);
    assert.ok(fn, name);
    const props = template.findResources('AWS::Lambda::Function')[logicalId(fn.function, stacks.api)]?.Properties as Record<string, CfnJson>;
    return { env: props.Environment.Variables as Record<string, unknown>, statements: roleStatements(template, logicalId(fn.role, stacks.api)) };
  };
  return { template, fnProps, stacks };
}

/** The secret names a role may read with GetSecretValue (from the partial ARNs CDK writes). */
function readableSecrets(statements: Statement[]): string[] {
  return statements
    .filter((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]).includes('secretsmanager:GetSecretValue'))
    .flatMap((s) => (Array.isArray(s.Resource) ? s.Resource : [s.Resource]))
    .map((r) => JSON.stringify(r))
    .flatMap((r) => [KEY_NAME, WEBHOOK_NAME].filter((name) => r.includes(`:secret:${name}-`)));
}

test('the webhook route has no authorizer; checkout, portal and subscription use the JWT authorizer', () => {
  const { template } = synth();
  const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties as Record<string, CfnJson>);
  const auth = (key: string) => routes.find((r) => r.RouteKey === key)?.AuthorizationType;
  assert.equal(auth('POST /billing/webhook'), 'NONE');
  for (const key of ['POST /billing/checkout', 'POST /billing/portal', 'GET /billing/subscription']) assert.equal(auth(key), 'JWT', key);
});

test('secrets by name only: the webhook gets both names, checkout and portal the API key only, with price ids and web origins', () => {
  const { template, fnProps } = synth();
  const webhook = fnProps('billing-webhook').env;
  assert.equal(webhook.BILLING_PROVIDER, 'stripe');
  assert.equal(webhook.STRIPE_SECRET_KEY_SECRET, KEY_NAME);
  assert.equal(webhook.STRIPE_WEBHOOK_SECRET_SECRET, WEBHOOK_NAME);
  assert.equal(webhook.STRIPE_PRICE_PRO, 'price_1Pro');
  assert.equal(webhook.STRIPE_PRICE_PREMIUM, 'price_1Premium');
  for (const name of ['billing-checkout', 'billing-portal']) {
    const env = fnProps(name).env;
    assert.equal(env.STRIPE_SECRET_KEY_SECRET, KEY_NAME, name);
    assert.equal(env.STRIPE_WEBHOOK_SECRET_SECRET, undefined, `${name} does not get the webhook secret`);
    assert.equal(env.WEB_ORIGINS, 'https://forksure.example');
  }
  const json = JSON.stringify(template.toJSON());
  assert.doesNotMatch(json, /STRIPE_SECRET_KEY"|STRIPE_WEBHOOK_SECRET"|sk_(live|test)_|whsec_/, 'no secret values or value variables in the template');
});

test('read grants: webhook both secrets, checkout, portal and account deletion (it cancels the subscription) the key only, every other function neither', () => {
  const { fnProps, stacks } = synth();
  assert.deepEqual(readableSecrets(fnProps('billing-webhook').statements).sort(), [KEY_NAME, WEBHOOK_NAME].sort());
  assert.deepEqual(readableSecrets(fnProps('billing-checkout').statements), [KEY_NAME]);
  assert.deepEqual(readableSecrets(fnProps('billing-portal').statements), [KEY_NAME]);
  assert.deepEqual(readableSecrets(fnProps('account-delete').statements), [KEY_NAME]);
  for (const name of stacks.api.functions.keys()) {
    if (['billing-checkout', 'billing-portal', 'billing-webhook', 'account-delete'].some((keyReader) => name.startsWith(keyReader))) continue;
    assert.deepEqual(readableSecrets(fnProps(name).statements), [], `${name} cannot read the Stripe secrets`);
  }
  assert.equal(fnProps('billing-subscription').env.STRIPE_SECRET_KEY_SECRET, undefined, 'the subscription read needs no provider');
});

test('a price id that is not a Stripe price id is refused at synth', () => {
  assert.throws(() => buildApp({ ...context, stripePricePro: 'five-dollars' }), /Context "stripePricePro" must be a Stripe price id/);
});
