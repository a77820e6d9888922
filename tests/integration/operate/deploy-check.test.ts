import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { HANDLED_BILLING_EVENTS } from '../../../functions/lib/services/billing/billing-webhook-service';
import { readCdkContext } from '../../../infra/operate/deploy-check/context-source';
import { type Finding, renderFindings } from '../../../infra/operate/deploy-check/finding';
import { runDeployCheck } from '../../../infra/operate/deploy-check/run-deploy-check';
import { type DeployAccountState, startDeployWireServer, type DeployWireServer } from './deploy-wire-server';

/**
 * `npm run deploy:check` against one local server speaking Secrets Manager's, SES v2's, Amazon
 * Location's and Stripe's wire formats (the real SDK clients and the stripe library, pointed at it by
 * endpoint override). Rules: every gap is reported as missing with its fix; a ready account has none;
 * the check only reads (Describe, Get, List).
 */
const context = {
  stage: 'prod',
  mailFromAddress: 'no-reply@forksure.app',
  webOrigins: 'https://forksure.app',
  stripePricePro: 'price_pro1',
  stripePricePremium: 'price_premium1',
  openAiModel: 'gpt-4o-mini',
  alarmEmail: 'ops@forksure.app',
  aiDailyCallCap: '2000',
  aiDailySpendBudgetUsd: '5',
};
const secretNames = ['google-places-api-key', 'openai-api-key', 'stripe-secret-key', 'stripe-webhook-secret'].map((s) => `forksure/prod/${s}`);
const STRIPE_KEY = 'sk_live_local';

const readyAccount = (): DeployAccountState => ({
  secrets: Object.fromEntries(secretNames.map((name) => [name, { value: name.endsWith('stripe-secret-key') ? STRIPE_KEY : 'x' }])),
  ses: { identities: { 'forksure.app': { verified: true } }, productionAccess: true, sendingEnabled: true },
  placeIndexes: { 'forksure-prod-places': { dataSource: 'Esri' } },
  stripe: {
    secretKey: STRIPE_KEY,
    prices: { price_pro1: { active: true, interval: 'month', unitAmount: 500 }, price_premium1: { active: true, interval: 'month', unitAmount: 1000 } },
    webhooks: [{ id: 'we_1', url: 'https://api.forksure.app/billing/webhook', status: 'enabled', events: [...HANDLED_BILLING_EVENTS] }],
  },
});

let server: DeployWireServer;
before(async () => {
  server = await startDeployWireServer(readyAccount());
});
after(async () => {
  await server?.close();
});

async function check(state: DeployAccountState, ctx: Record<string, unknown> = context, stripeKey?: string): Promise<Finding[]> {
  Object.assign(server.state, { denyAws: false }, state);
  server.calls.length = 0;
  return runDeployCheck({
    context: ctx,
    aws: {
      region: 'eu-west-1',
      credentials: { accessKeyId: 'AKIDLOCAL', secretAccessKey: 'local' },
      endpoints: { secretsManager: server.url, ses: server.url, location: server.url },
    },
    stripe: { apiUrl: server.url, ...(stripeKey ? { secretKey: stripeKey } : {}) },
  });
}

const missingOf = (findings: Finding[]) => findings.filter((f) => f.status === 'missing');
const find = (findings: Finding[], check: string) => {
  const found = findings.find((f) => f.check === check);
  assert.ok(found, `a finding "${check}" in:\n${renderFindings(findings)}`);
  return found;
};

describe('npm run deploy:check', () => {
  test('a ready account has nothing missing, and the check only reads', async () => {
    const findings = await check(readyAccount());
    assert.deepEqual(missingOf(findings), [], renderFindings(findings));
    for (const name of ['SES identity', 'SES sandbox', 'place index forksure-prod-places', 'Stripe price (pro)', 'Stripe price (premium)', 'Stripe webhook endpoint', ...secretNames.map((n) => `secret ${n}`)]) {
      assert.equal(find(findings, name).status, 'ok', name);
    }
    assert.ok(server.calls.length >= 8, `the check called the services; got ${server.calls.join(', ')}`);
    for (const call of server.calls) assert.match(call, /:(Describe|Get|GET )/, `${call} is a read`);
    assert.match(renderFindings(findings), /Ready to deploy/);
  });

  test('a first deploy on an empty account: each gap with its fix', async () => {
    const empty: DeployAccountState = { ...readyAccount(), secrets: {}, ses: { identities: {}, productionAccess: false, sendingEnabled: true }, placeIndexes: {} };
    const { stripePricePro: _pro, stripePricePremium: _premium, ...unpriced } = context;
    const findings = await check(empty, { ...unpriced, mailFromAddress: 'no-reply@forksure.example' });
    for (const name of secretNames) {
      const secret = find(findings, `secret ${name}`);
      assert.equal(secret.status, 'missing');
      assert.match(secret.fix!, new RegExp(`aws secretsmanager create-secret --name ${name}`));
    }
    assert.equal(find(findings, 'domain').status, 'missing');
    assert.match(find(findings, 'price id (pro)').fix!, /-c stripePricePro=price_/);
    assert.equal(find(findings, 'price id (premium)').status, 'missing');
    assert.equal(find(findings, 'SES sandbox').status, 'missing');
    assert.match(find(findings, 'SES sandbox').fix!, /production access/);
    assert.equal(find(findings, 'place index forksure-prod-places').status, 'ok', 'the Api stack creates the index');
    assert.equal(find(findings, 'Stripe').status, 'warning', 'no key to ask Stripe with');
    assert.match(renderFindings(findings), /missing, \d+ warnings: fix the missing ones/);
  });

  test('half configured: deleted secret, unverified domain, archived and yearly prices, webhook without every event', async () => {
    const state = readyAccount();
    state.secrets['forksure/prod/openai-api-key'] = { deleted: true };
    state.ses.identities['forksure.app'] = { verified: false };
    state.ses.sendingEnabled = false;
    state.stripe.prices.price_pro1!.active = false;
    state.stripe.prices.price_premium1!.interval = 'year';
    state.stripe.webhooks = [{ id: 'we_2', url: 'https://api.forksure.app/billing/webhook', status: 'enabled', events: ['checkout.session.completed'] }];
    const findings = await check(state);
    assert.match(find(findings, 'secret forksure/prod/openai-api-key').fix!, /restore-secret --secret-id forksure\/prod\/openai-api-key/);
    assert.match(find(findings, 'SES identity').fix!, /DKIM/);
    assert.equal(find(findings, 'SES sending').status, 'missing');
    assert.match(find(findings, 'Stripe price (pro)').detail, /archived/);
    assert.match(find(findings, 'Stripe price (premium)').detail, /does not bill monthly/);
    const webhook = find(findings, 'Stripe webhook endpoint');
    assert.equal(webhook.status, 'missing');
    assert.match(webhook.detail, /customer\.subscription\.deleted/);
  });

  test('no webhook endpoint, or a disabled one; a price that does not exist; a key Stripe refuses', async () => {
    const state = readyAccount();
    state.stripe.webhooks = [];
    delete state.stripe.prices.price_pro1;
    let findings = await check(state);
    assert.match(find(findings, 'Stripe webhook endpoint').fix!, /Add endpoint .*\/billing\/webhook with events checkout\.session\.completed/);
    assert.match(find(findings, 'Stripe price (pro)').detail, /does not exist/);

    state.stripe.webhooks = [{ id: 'we_3', url: 'https://api.forksure.app/billing/webhook', status: 'disabled', events: ['*'] }];
    findings = await check(state);
    assert.match(find(findings, 'Stripe webhook endpoint').fix!, /enable it/);

    findings = await check(readyAccount(), context, 'sk_live_wrong');
    assert.match(find(findings, 'Stripe webhook endpoint').detail, /refused the secret key/);
  });

  test('credentials without the read permissions: each AWS check says so, with what to do', async () => {
    const findings = await check({ ...readyAccount(), denyAws: true }, context, STRIPE_KEY);
    for (const name of ['SES identity', 'SES sandbox', 'place index forksure-prod-places', `secret ${secretNames[0]}`]) {
      const finding = find(findings, name);
      assert.equal(finding.status, 'missing', name);
      assert.match(finding.fix!, /credentials of the deploying account/, name);
    }
  });

  test('a place index on another data source than the context: the deploy would replace it', async () => {
    const state = readyAccount();
    state.placeIndexes['forksure-prod-places'] = { dataSource: 'Here' };
    const finding = find(await check(state), 'place index forksure-prod-places');
    assert.equal(finding.status, 'warning');
    assert.match(finding.fix!, /-c placeIndexDataSource=Here/);
  });

  test('a context the CDK app would refuse is reported before any AWS call', async () => {
    const findings = await check(readyAccount(), { ...context, stage: 'Prod!' });
    assert.equal(missingOf(findings).length, 1);
    assert.match(findings[0]!.detail, /Context "stage"/);
    assert.deepEqual(server.calls, []);
  });

  test('context as cdk reads it: cdk.json, then cdk.context.json, then -c flags', () => {
    const dir = mkdtempSync(join(tmpdir(), 'forksure-deploy-check-'));
    writeFileSync(join(dir, 'cdk.json'), JSON.stringify({ app: 'x', context: { stage: 'dev', openAiModel: 'a' } }));
    writeFileSync(join(dir, 'cdk.context.json'), JSON.stringify({ openAiModel: 'b', alarmEmail: 'x@y.z' }));
    const { context: read, rest } = readCdkContext(dir, ['-c', 'stage=prod', '--context', 'alarmEmail=ops@forksure.app', '--api-url', 'https://a']);
    assert.deepEqual(read, { stage: 'prod', openAiModel: 'b', alarmEmail: 'ops@forksure.app' });
    assert.deepEqual(rest, ['--api-url', 'https://a']);
    assert.throws(() => readCdkContext(dir, ['-c', 'stage']), /-c needs key=value/);
  });
});
