import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { stripeBillingAdapter as StripeBillingAdapter } from '../../../functions/lib/providers/billing/stripe-adapter';
import { createBillingSimulator } from '../../../infra/local/billing-simulator/simulator';
import { stripeSignatureHeader } from '../../../infra/local/billing-simulator/signing';
import { bundleCode, lambdaEsbuildOptions } from '../../../infra/constructs/lambda-bundling';
import { stripeUnusedResourcesLeftOut } from '../../../infra/constructs/stripe-resources-left-out';

/**
 * The billing functions bundle `stripe` with its unused resource classes left out (see
 * stripe-resources-left-out.ts): each stays under the 500 KB bundle target, and the bundled adapter
 * still makes every call it makes unbundled (against the simulator's Stripe-format API).
 */
const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
const BUNDLE_LIMIT_BYTES = 500 * 1024;

async function bundle(entry: string, outfile?: string) {
  const options = lambdaEsbuildOptions(resolve(repoRoot, entry));
  const result = await build({ ...options, plugins: [...(options.plugins ?? []), stripeUnusedResourcesLeftOut], ...(outfile ? { outfile } : { write: false }) });
  return result;
}

for (const name of ['billing-checkout', 'billing-portal', 'billing-webhook']) {
  test(`${name} bundles under 500 KB with the unused Stripe resources left out`, async () => {
    const { outputFiles } = await bundle(`functions/${name}/handler.ts`);
    const bytes = bundleCode(outputFiles).contents.byteLength;
    assert.ok(bytes < BUNDLE_LIMIT_BYTES, `${name} is ${bytes} bytes`);
  });
}

test('the bundled adapter creates customers, checkouts and portal sessions and lists subscriptions, and verifies webhook signatures', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'forksure-stripe-bundle-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const outfile = join(dir, 'adapter.mjs');
  await bundle('functions/lib/providers/billing/stripe-adapter.ts', outfile);
  const { stripeBillingAdapter } = (await import(pathToFileURL(outfile).href)) as { stripeBillingAdapter: typeof StripeBillingAdapter };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    sim.handleApi(req, res, url.pathname, url.search.slice(1));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.after(() => new Promise((r) => server.close(r)));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sim = createBillingSimulator({ dir: join(dir, 'billing'), origin });
  const adapter = stripeBillingAdapter({ secretKey: async () => sim.keys.secretKey, webhookSecret: async () => sim.keys.webhookSecret, apiUrl: origin });

  const { customerId } = await adapter.createCustomer({ userId: 'u1', email: 'u1@example.com', idempotencyKey: 'c-u1' });
  const checkout = await adapter.createCheckoutSession({ customerId, userId: 'u1', priceId: sim.prices.pro, tier: 'pro', successUrl: 'http://w/s', cancelUrl: 'http://w/c' });
  assert.match(checkout.url, /\/dev\/billing\/checkout\/cs_test_/);
  assert.match((await adapter.createPortalSession({ customerId, returnUrl: 'http://w/p' })).url, /\/dev\/billing\/portal\/bps_/);
  assert.deepEqual(await adapter.listSubscriptions(customerId), []);
  const payload = JSON.stringify({ id: 'evt_b', object: 'event', type: 'customer.subscription.updated', data: { object: { object: 'subscription', customer: customerId } } });
  const event = await adapter.verifyEvent(payload, stripeSignatureHeader(payload, sim.keys.webhookSecret, Math.floor(Date.now() / 1000)));
  assert.equal(event.customerId, customerId);
});

test("bundled, Stripe's v2 event-notification handler (unused: the webhook reads v1 events) is a stand-in that says it is left out", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'forksure-stripe-bundle-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const outfile = join(dir, 'client.mjs');
  const { entryPoints: _entry, ...options } = lambdaEsbuildOptions(resolve(repoRoot, 'functions/lib/providers/billing/stripe-adapter.ts'));
  const { metafile } = await build({
    ...options,
    stdin: { contents: "import Stripe from 'stripe'; export const client = () => new Stripe('sk_test_bundle');", resolveDir: repoRoot, loader: 'js' },
    outfile,
    metafile: true,
  });
  const bundledHandlerBytes = Object.entries(metafile.outputs[Object.keys(metafile.outputs).find((o) => o.endsWith('.mjs'))!]!.inputs)
    .filter(([path]) => path.endsWith('StripeEventNotificationHandler.js'))
    .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
  assert.ok(bundledHandlerBytes < 500, `the handler's code is in the bundle (${bundledHandlerBytes} bytes)`);
  const { client } = (await import(pathToFileURL(outfile).href)) as { client: () => { notificationHandler: (secret: string, fallback: () => void) => { handle: (p: string, h: string) => unknown } } };
  assert.throws(() => client().notificationHandler('whsec_x', () => undefined).handle('{}', 'sig'), { message: /StripeEventNotificationHandler\.js is left out of Forksure Lambda bundles/ });
});
