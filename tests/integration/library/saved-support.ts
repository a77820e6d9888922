import type { Db } from '../../../functions/lib/data/db';
import { writeSubscriptionState } from '../../../functions/lib/data/subscription-repository';
import type { RestaurantCopy } from '../../../shared/api/library';
import type { TestRuntime, TestUser } from '../support/runtime';

/** Helpers of the saved and tags integration tests (real runtime, real handlers, dynalite). */
export const subOf = (user: TestUser) => (JSON.parse(Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

/** A search result as POST /places/search returns it. */
export const restaurantCopy = (id: string, overrides: Partial<RestaurantCopy> = {}): RestaurantCopy => ({
  id,
  name: `Restaurant ${id}`,
  imageUrl: 'http://localhost/api/places/illustration?c=italian&s=1',
  rating: 4.5,
  priceLevel: '$$',
  cuisineType: 'Italian',
  cuisines: ['italian'],
  address: '1 Chestnut Street, Philadelphia',
  formatted_address: '1 Chestnut Street, Philadelphia, PA',
  vicinity: 'Chestnut Street',
  coordinates: { lat: 39.95, lng: -75.16 },
  dietaryOptions: ['vegetarian'],
  pros: [],
  cons: [],
  hasMenuExtraction: false,
  source: 'demo',
  demo: true,
  allergyInfo: {
    isSafe: true,
    riskLevel: 'safe',
    allergenWarnings: [],
    dietaryWarnings: [],
    safeOptions: [],
    hasSafeMenuItems: false,
    evidence: { level: 'none', words: 0, menuItems: 0 },
    limited: false,
    notes: [],
  },
  distance: '0.2 miles',
  distanceMeters: 320,
  ...overrides,
});

let readAt = Date.now();
/** Puts the user on a plan as the billing webhook would store it (free = no subscription). */
export async function setTier(db: Db, user: TestUser, tier: 'free' | 'pro' | 'premium'): Promise<void> {
  readAt += 1000;
  const paid = tier !== 'free';
  await writeSubscriptionState(
    db,
    subOf(user),
    { subscribed: paid, tier, status: paid ? 'active' : 'canceled', subscriptionEnd: null, cancelAtPeriodEnd: false, subscriptionId: paid ? 'sub_test' : null },
    readAt,
  );
}

export interface ErrorAnswer {
  error?: { code: string; message: string; fields?: { path: string; message: string }[] };
}

export async function call<T>(runtime: TestRuntime, method: string, path: string, user?: TestUser, body?: unknown) {
  const res = await runtime.api(path, {
    method,
    ...(user ? { token: user.accessToken } : {}),
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T & ErrorAnswer };
}
