import type { Db } from '../../../functions/lib/data/db';
import { incrementTotal } from '../../../functions/lib/data/user-totals-repository';
import { putSavedIfAbsent } from '../../../functions/lib/data/saved-repository';
import { demoSearch } from '../../../functions/lib/providers/places/demo/generate';
import { demoKnowledgeBase } from '../../../functions/lib/providers/places/demo/knowledge-base';
import type { GenerateMenuResponse, MenuHistoryResponse } from '../../../shared/api/menus';
import type { UsageResponse } from '../../../shared/api/usage';
import { call, subOf } from '../library/history-support';
import { restaurantCopy } from '../library/saved-support';
import type { TestRuntime, TestUser } from '../support/runtime';

/** Helpers of the menu integration tests (real runtime, real handlers, dynalite, embedded providers). */
export const DAY_MS = 86_400_000;

/**
 * Ids of real demo restaurants (the embedded places adapter rebuilds them from the id), around
 * Chicago, where no OpenStreetMap export is imported: US places, so prices are in dollars.
 */
export function demoRestaurantIds(count: number): string[] {
  const { places } = demoSearch(demoKnowledgeBase(), { center: { lat: 41.8781, lng: -87.6298 }, radiusMeters: 10_000 }, count, new Date());
  if (places.length < count) throw new Error(`Only ${places.length} demo places, wanted ${count}.`);
  return places.map((place) => place.id);
}

export const generate = (runtime: TestRuntime, user: TestUser, body: Record<string, unknown>) =>
  call<GenerateMenuResponse>(runtime, 'POST', '/menus/generate', { token: user.accessToken, body });

export const listMenus = async (runtime: TestRuntime, user: TestUser) =>
  (await call<MenuHistoryResponse>(runtime, 'GET', '/me/menus', { token: user.accessToken })).body.items;

/** Today's used scrapes as the header's gauge reads them (GET /me/usage). */
export const scrapesUsed = async (runtime: TestRuntime, user: TestUser) =>
  (await call<UsageResponse>(runtime, 'GET', '/me/usage', { token: user.accessToken })).body.scrapes.used;

export const setAllergies = (runtime: TestRuntime, user: TestUser, allergies: string[]) =>
  call(runtime, 'PUT', '/me/profile', { token: user.accessToken, body: { allergies } });

/** Stores `count` saved restaurants on the user's counter, as saving them would (for the over-limit state). */
/** Stores `count` saved restaurants as saving does: each item and its unit of the counter. */
export async function storeSavedRestaurants(db: Db, user: TestUser, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await putSavedIfAbsent(db, subOf(user), restaurantCopy(`demo-kept-${i}`));
    await incrementTotal(db, subOf(user), 'saved', -1);
  }
}
