import { setTimeout as sleep } from 'node:timers/promises';
import {
  LIBRARY_ERROR_CODES,
  type LibraryPageRequest,
  type RestaurantCopy,
  type SavedRestaurant,
  type SavedIdsResponse,
  type SavedListResponse,
  savedLimitReachedMessage,
  type SaveResponse,
  type UnsaveResponse,
} from '../../../../shared/api/library';
import type { AuthContext } from '../../caller';
import type { Db } from '../../data/db';
import { deleteSaved, getSaved, listSaved, putSavedIfAbsent } from '../../data/saved-repository';
import {
  countTotalFromItems,
  decrementTotal,
  getUserTotals,
  incrementTotal,
  markTotalsMoving,
  repairSettledDrift,
  repairSettledDriftBeforeUse,
} from '../../data/user-totals-repository';
import { UNLIMITED } from '../../../../shared/domain/plans';
import { DomainError, LimitReachedError } from '../../errors';
import type { PlacesPort } from '../../providers/places/port';
import { withCurrentScans } from './current-scan';
import { pageOf } from './library-page';
import { assertNotOverSavedLimit, callerPlanAndTotals } from '../billing/plan-service';
import { assertRestaurantCopy } from './saved-restaurant-copy';
import * as clock from '../../clock';

/**
 * Saving (product-rules §5.1 save toggle and usage rules): a save is allowed while the count is below the
 * plan's maximum (-1 unlimited) and never while over it (after a downgrade). The counter is the
 * limit: one conditional write takes a unit, then one conditional put writes the item; when the
 * item existed already the unit is given back, so saving twice counts once. Unsaving gives a unit
 * back only when its conditional delete really removed the item, never below 0.
 */
export interface SavedDeps {
  db: Db;
  now?: () => Date;
}

/** GET /me/saved: one page, newest first, each item scanned against the caller's current profile. */
export async function listSavedRestaurants(
  deps: SavedDeps & { places: PlacesPort },
  caller: AuthContext,
  query: LibraryPageRequest,
): Promise<SavedListResponse> {
  const all = await listSaved(deps.db, caller.userId);
  const page = pageOf(all, (item) => ({ at: item.saved_at, id: item.restaurant_id }), { list: 'saved', userId: caller.userId, cursor: query.cursor, limit: query.limit });
  return { ...page, items: await withCurrentScans(deps, caller.userId, page.items) };
}

/** GET /me/saved-ids: every saved restaurant's id, newest first (the hearts). */
export async function listSavedRestaurantIds(deps: SavedDeps, caller: AuthContext): Promise<SavedIdsResponse> {
  return { ids: (await listSaved(deps.db, caller.userId)).map((item) => item.restaurant_id) };
}

export async function saveRestaurant(deps: SavedDeps, caller: AuthContext, restaurantId: string, copy: RestaurantCopy): Promise<SaveResponse> {
  assertRestaurantCopy(restaurantId, copy);
  const { db } = deps;
  const userId = caller.userId;
  const existing = await getSaved(db, userId, restaurantId);
  if (existing) return { item: existing, created: false, savedCount: (await getUserTotals(db, userId)).saved };

  const now = deps.now?.() ?? clock.now();
  const read = await callerPlanAndTotals(db, userId);
  await assertNotOverSavedLimit(db, userId, read, now);
  if (read.limits.maxSavedRestaurants !== UNLIMITED) {
    await repairSettledDriftBeforeUse(db, userId, 'saved', now, { totals: read.totals, updatedAt: read.totalsUpdatedAt });
  }
  const unit = await takeSavedUnit(db, userId, restaurantId, read.limits.maxSavedRestaurants, now);
  if (typeof unit !== 'number') return { item: unit, created: false, savedCount: (await getUserTotals(db, userId)).saved };
  let savedCount = unit;
  let outcome: Awaited<ReturnType<typeof putSavedIfAbsent>>;
  try {
    outcome = await putSavedIfAbsent(db, userId, copy, now);
  } catch (error) {
    await decrementTotal(db, userId, 'saved', now).catch(() => undefined);
    throw error;
  }
  if (!outcome.created) savedCount = await decrementTotal(db, userId, 'saved', now); // saved meanwhile: that request counted it
  // Undefined only if a concurrent unsave removed it right after: answer with what was sent.
  const item = outcome.item ?? { restaurant_id: restaurantId, restaurant_data: copy, saved_at: now.toISOString() };
  return { item, created: outcome.created, savedCount };
}

/**
 * Waits between looks at a full counter that still has saves in flight (units taken, items not yet
 * written). Parallel saves of one restaurant each take a unit before one of them writes the item
 * and the rest give theirs back; a save that finds the counter full meanwhile must not be refused.
 */
const IN_FLIGHT_WAITS_MS = [10, 20, 40, 80, 160, 320];

/**
 * Takes one unit of the saved limit: the new counter value, or the item when a concurrent save of
 * the same restaurant stored it meanwhile. Refuses only when the stored items really fill the plan
 * (or in-flight saves still hold the units after the last wait).
 */
async function takeSavedUnit(db: Db, userId: string, restaurantId: string, max: number, now: Date): Promise<number | SavedRestaurant> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await incrementTotal(db, userId, 'saved', max, now);
    } catch (error) {
      if (!(error instanceof LimitReachedError)) throw error;
    }
    // Count before looking for the item: the item a concurrent save writes in between is then found.
    const storedItems = await countTotalFromItems(db, userId, 'saved', now);
    const savedMeanwhile = await getSaved(db, userId, restaurantId);
    if (savedMeanwhile) return savedMeanwhile;
    // A counter above the stored items that has not moved for longer than a save runs drifted
    // (a crash after a unit was taken): set it to the count and take the unit again.
    if (storedItems < max && (await repairSettledDrift(db, userId, 'saved', storedItems, now))) continue;
    const wait = IN_FLIGHT_WAITS_MS[attempt];
    if (wait === undefined || storedItems >= max) {
      throw new DomainError('limit-reached', LIBRARY_ERROR_CODES.savedLimitReached, savedLimitReachedMessage(max));
    }
    await sleep(wait);
  }
}

export async function unsaveRestaurant(deps: SavedDeps, caller: AuthContext, restaurantId: string): Promise<UnsaveResponse> {
  const { db } = deps;
  const now = deps.now?.() ?? clock.now();
  await markTotalsMoving(db, caller.userId, now);
  const removed = await deleteSaved(db, caller.userId, restaurantId);
  const savedCount = removed ? await decrementTotal(db, caller.userId, 'saved', now) : (await getUserTotals(db, caller.userId)).saved;
  return { removed, savedCount };
}
