import type { Db } from '../../../functions/lib/data/db';
import { updateProfile } from '../../../functions/lib/data/profile-repository';
import { type SubscriptionState, writeSubscriptionState } from '../../../functions/lib/data/subscription-repository';

/**
 * Stores a subscription as the billing webhook does. In production the customer is claimed on the
 * user's profile at checkout, so the profile exists before any subscription event; the webhook never
 * creates one (a late event must not bring a deleted account back, product-rules §14.2). Tests that
 * put a user on a plan directly create the profile first, as checkout would.
 */
export async function storeSubscription(db: Db, userId: string, state: SubscriptionState, readAtMs: number): Promise<boolean> {
  await updateProfile(db, userId, {});
  return writeSubscriptionState(db, userId, state, readAtMs);
}
