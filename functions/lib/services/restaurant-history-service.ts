import type { RecordRestaurantHistoryPayload, RestaurantHistoryItem } from '../../../shared/api/history';
import type { Db } from '../data/db';
import { recordRestaurantHistory } from '../data/restaurant-history-repository';
import type { AuthContext } from '../http/auth-context';

/**
 * POST /me/history/restaurants: "clicking a result records a viewed interaction" (spec 000) and a
 * comparison records each compared restaurant (spec 001). Free for every plan and not counted.
 */
export interface RestaurantHistoryDeps {
  db: Db;
  now?: () => Date;
}

export function recordRestaurantVisit(
  deps: RestaurantHistoryDeps,
  caller: AuthContext,
  request: RecordRestaurantHistoryPayload,
): Promise<RestaurantHistoryItem> {
  return recordRestaurantHistory(deps.db, caller.userId, request.actionType, request.restaurant, deps.now?.() ?? new Date());
}
