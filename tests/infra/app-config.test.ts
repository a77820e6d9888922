import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { readConfig } from '../../infra/config';
import { buildApp } from './helpers';

const ctx = (values: Record<string, unknown>) => new App({ context: values }).node;

describe('app context', () => {
  test('defaults: stage dev, secret names under the stage, CORS open until a web origin is given', () => {
    const config = readConfig(ctx({}));
    assert.equal(config.stage, 'dev');
    assert.equal(config.mailFromAddress, 'no-reply@forksure.example');
    assert.deepEqual(config.webOrigins, ['*']);
    assert.equal(config.secrets.googlePlacesApiKeySecret, 'forksure/dev/google-places-api-key');
    assert.equal(config.secrets.openAiApiKeySecret, 'forksure/dev/openai-api-key');
    assert.equal(config.codeHashKeySecret, 'forksure/dev/code-hash-key');
    assert.match(config.webDistDir, /web\/dist$/);
  });

  test('context overrides, including comma-separated origins', () => {
    const config = readConfig(ctx({ stage: 'prod', webOrigins: 'https://a.example, https://b.example', apiRateLimit: '20' }));
    assert.deepEqual(config.webOrigins, ['https://a.example', 'https://b.example']);
    assert.equal(config.apiRateLimit, 20);
    assert.equal(config.secrets.stripeSecretKeySecret, 'forksure/prod/stripe-secret-key');
    assert.equal(config.secrets.googlePlacesApiKeySecret, 'forksure/prod/google-places-api-key');
    assert.equal(readConfig(ctx({ googlePlacesApiKeySecret: 'other/places-key' })).secrets.googlePlacesApiKeySecret, 'other/places-key');
    assert.equal(config.codeHashKeySecret, 'forksure/prod/code-hash-key');
  });

  test('bad values fail at synth with the key named', () => {
    assert.throws(() => readConfig(ctx({ stage: 'Prod_1' })), /stage/);
    assert.throws(() => readConfig(ctx({ mailFromAddress: 'nobody' })), /mailFromAddress/);
    assert.throws(() => readConfig(ctx({ apiBurstLimit: '-3' })), /apiBurstLimit/);
  });

  test('an unsupported log retention is refused', () => {
    assert.throws(() => buildApp({ logRetentionDays: 31 }), /logRetentionDays must be one of/);
  });
});

describe('stages and the Mail stack', () => {
  const { stacks } = buildApp({ stage: 'prod', mailFromAddress: 'hello@mail.forksure.example', webOrigins: 'https://forksure.example' });
  // Synthesizing resolves cross-stack references into stack dependencies.
  const mailTemplate = Template.fromStack(stacks.mail);
  const apiTemplate = Template.fromStack(stacks.api);

  test('every stack name carries the stage; stateful stacks are apart from stateless ones', () => {
    assert.deepEqual(
      [stacks.data, stacks.auth, stacks.mail, stacks.api, stacks.web].map((s) => s.stackName),
      ['Forksure-prod-Data', 'Forksure-prod-Auth', 'Forksure-prod-Mail', 'Forksure-prod-Api', 'Forksure-prod-Web'],
    );
    // Stateless stacks depend on stateful ones, never the other way round.
    for (const stateful of [stacks.data, stacks.auth, stacks.mail]) {
      assert.deepEqual(stateful.dependencies, [], stateful.stackName);
    }
    assert.ok(stacks.api.dependencies.includes(stacks.data) && stacks.api.dependencies.includes(stacks.auth), `expected stacks.api.dependencies.includes(stacks.data) && stacks.api.dependencies.includes(stacks.auth); got stacks.api.dependencies = ${inspect(stacks.api.dependencies)}, stacks.data = ${inspect(stacks.data)}, stacks.auth = ${inspect(stacks.auth)}`);
    assert.ok(stacks.web.dependencies.includes(stacks.api), `expected stacks.web.dependencies.includes(stacks.api); got stacks.web.dependencies = ${inspect(stacks.web.dependencies)}, stacks.api = ${inspect(stacks.api)}`);
  });

  test('the stacks are environment-agnostic (no account or region baked in)', () => {
    for (const s of [stacks.data, stacks.auth, stacks.mail, stacks.api, stacks.web]) {
      assert.equal(s.environment, 'aws://unknown-account/unknown-region', s.stackName);
    }
  });

  test('SES identity is the sender domain with DKIM, through a TLS-only configuration set', () => {
    const template = mailTemplate;
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'mail.forksure.example',
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      DeliveryOptions: { TlsPolicy: 'REQUIRE' },
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    const outputs = Object.keys(template.findOutputs('*'));
    assert.equal(outputs.filter((o) => o.startsWith('DkimRecord')).length, 3);
  });

  test('mail functions send as the configured address; secret names follow the stage', () => {
    const template = apiTemplate;
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ MAIL_FROM_ADDRESS: 'hello@mail.forksure.example', FORKSURE_STAGE: 'prod' }) },
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ STRIPE_WEBHOOK_SECRET_SECRET: 'forksure/prod/stripe-webhook-secret' }) },
    });
  });
});
