import assert from 'node:assert/strict';
import { test } from 'node:test';
import { putSavedIfAbsent } from '../../../functions/lib/data/saved-repository';
import { storeSubscription } from '../support/subscription';
import { incrementTotal } from '../../../functions/lib/data/user-totals-repository';
import { DomainError } from '../../../functions/lib/errors';
import { assertNotOverSavedLimit, callerPlan, callerPlanAndTotals } from '../../../functions/lib/services/billing/plan-service';
import { restaurantCopy } from '../library/saved-support';
import { runtimeWithDbForFile } from '../support/runtime-with-db';

/**
 * Tier gating (product-rules §2.1): the caller's tier and limits come from the stored subscription; over the
 * saved maximum of a limited plan (free 5, pro 20; premium unlimited) saving and scraping are refused.
 */
const env = runtimeWithDbForFile();
let n = 0;

async function userWith(saved: number, tier: 'free' | 'pro' | 'premium') {
  const userId = `plan-user-${++n}`;
  // Stored as a save stores them: the item and its unit of the counter.
  for (let i = 0; i < saved; i++) {
    await putSavedIfAbsent(env.db, userId, restaurantCopy(`demo-plan-${i}`));
    await incrementTotal(env.db, userId, 'saved', -1);
  }
  if (tier !== 'free') {
    await storeSubscription(env.db, userId, { subscribed: true, tier, status: 'active', subscriptionEnd: null, cancelAtPeriodEnd: false, subscriptionId: 'sub_x' }, Date.now());
  }
  return userId;
}

const isOverLimitError = (error: unknown) => error instanceof DomainError && error.kind === 'forbidden' && error.code === 'OVER_SAVED_LIMIT';

/** Over the saved limit as a request judges it: the caller's plan and totals, then the refusal (or not). */
const isCallerOverSavedLimit = async (userId: string): Promise<boolean> =>
  assertNotOverSavedLimit(env.db, userId, await callerPlanAndTotals(env.db, userId)).then(
    () => false,
    (error: unknown) => {
      if (isOverLimitError(error)) return true;
      throw error;
    },
  );

test('tier and limits from the stored subscription; no record is free', async () => {
  const free = await callerPlan(env.db, await userWith(0, 'free'));
  assert.equal(free.tier, 'free');
  assert.equal(free.limits.maxSavedRestaurants, 5);
  const premium = await callerPlan(env.db, await userWith(0, 'premium'));
  assert.equal(premium.tier, 'premium');
  assert.equal(premium.limits.canCreateTags, true);
});

test('free: 5 saved is within the limit, 6 is over (refused with the spec message)', async () => {
  const atLimit = await userWith(5, 'free');
  assert.equal(await isCallerOverSavedLimit(atLimit), false);
  await assertNotOverSavedLimit(env.db, atLimit, await callerPlanAndTotals(env.db, atLimit));
  const over = await userWith(6, 'free');
  assert.equal(await isCallerOverSavedLimit(over), true);
  await assert.rejects(assertNotOverSavedLimit(env.db, over, await callerPlanAndTotals(env.db, over)), isOverLimitError);
  await assert.rejects(assertNotOverSavedLimit(env.db, over, await callerPlanAndTotals(env.db, over)), { message: "You have exceeded your plan's limit of 5 saved restaurants. Please remove some restaurants to continue." });
});

test('pro: 20 within, 21 over; premium is never over', async () => {
  assert.equal(await isCallerOverSavedLimit(await userWith(20, 'pro')), false);
  assert.equal(await isCallerOverSavedLimit(await userWith(21, 'pro')), true);
  assert.equal(await isCallerOverSavedLimit(await userWith(25, 'premium')), false);
});

test('a downgrade (subscription canceled) leaves a Pro user with 6 saved over the Free limit', async () => {
  const userId = await userWith(6, 'pro');
  assert.equal(await isCallerOverSavedLimit(userId), false);
  await storeSubscription(env.db, userId, { subscribed: false, tier: 'free', status: 'canceled', subscriptionEnd: null, cancelAtPeriodEnd: false, subscriptionId: 'sub_x' }, Date.now() + 1);
  assert.equal(await isCallerOverSavedLimit(userId), true);
  await assert.rejects(assertNotOverSavedLimit(env.db, userId, await callerPlanAndTotals(env.db, userId)), isOverLimitError);
});

test('two webhook reads stored out of order: the older read (earlier read time) does not overwrite the newer', async () => {
  const userId = await userWith(0, 'free');
  const state = (tier: 'pro' | 'premium') => ({ subscribed: true, tier, status: 'active', subscriptionEnd: null, cancelAtPeriodEnd: false, subscriptionId: 'sub_x' });
  const t = Date.now();
  assert.equal(await storeSubscription(env.db, userId, state('premium'), t + 10), true);
  assert.equal(await storeSubscription(env.db, userId, state('pro'), t), false, 'an older read loses');
  assert.equal((await callerPlan(env.db, userId)).tier, 'premium');
});
