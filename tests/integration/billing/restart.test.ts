import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { createTestUser, startTestRuntime, type TestRuntime } from '../support/runtime';
import { customerOf, portal, pressButton, subscribe, subscriptionOf } from './support';

/** The simulator's state and keys live in the data folder: a restart keeps plans, customers and the portal. */
let runtime: TestRuntime;
after(async () => {
  await runtime?.dispose();
});

test('a Premium plan, its customer and its portal survive a restart of the runtime', async () => {
  runtime = await startTestRuntime();
  const user = await createTestUser(runtime);
  await subscribe(runtime, user, 'premium');
  const [customer] = customerOf(runtime, user);
  const { secretKey } = runtime.billing.keys;

  const { dataDir } = runtime;
  await runtime.dispose({ keepData: true });
  runtime = await startTestRuntime(dataDir, runtime);

  assert.equal(runtime.billing.keys.secretKey, secretKey, 'same keys');
  assert.equal((await subscriptionOf(runtime, user)).subscription_tier, 'premium');
  assert.deepEqual(customerOf(runtime, user).map((c) => c.id), [customer!.id]);
  const { status, body } = await portal(runtime, user);
  assert.equal(status, 200);
  const path = new URL(body.url!).pathname;
  await pressButton(runtime, `${path}/change`, { plan: 'pro' });
  assert.equal((await subscriptionOf(runtime, user)).subscription_tier, 'pro', 'the subscription kept in the simulator is changed after the restart');
});
