import type { RestaurantCopy } from '../../../shared/api/library';
import type { TestRuntime, TestUser } from '../support/runtime';
import { call as callWith } from './library-support';

/** Helpers of the saved and tags integration tests (real runtime, real handlers, dynalite). */
export { type ErrorBody as ErrorAnswer, setPlan as setTier, subOf } from './library-support';

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

/** `call` with the user (or none) and the body as arguments. */
export function call<T>(runtime: TestRuntime, method: string, path: string, user?: TestUser, body?: unknown) {
  return callWith<T>(runtime, method, path, { token: user?.accessToken, body });
}
