import {
  type ClearHistoryResponse,
  HISTORY_ERRORS,
  type RestaurantHistoryItem,
  type RestaurantHistoryList,
  type SearchHistoryItem,
  type SearchHistoryList,
} from '../../../../shared/api/history';
import type { Db } from '../../data/db';
import { clearRestaurantHistory, listRestaurantHistory, setRestaurantHistorySaved } from '../../data/restaurant-history-repository';
import { clearSearchHistory, listSearchHistory, setSearchHistorySaved } from '../../data/search-history-repository';
import type { AuthContext } from '../../caller';
import { DomainError } from '../../errors';
import * as clock from '../../clock';

/**
 * /history's restaurant and search tabs (product-rules §9.1): the caller's own live items only (an expired
 * one is hidden before cleanup deletes it), the save toggle, and delete-all (saved items too: the
 * spec's call deletes all of the user's rows). Another user's id is simply not found.
 */
export interface HistoryDeps {
  db: Db;
  now?: () => Date;
}

const nowOf = (deps: HistoryDeps) => deps.now?.() ?? clock.now();
const notFound = () => new DomainError('not-found', 'HISTORY_ITEM_NOT_FOUND', HISTORY_ERRORS.HISTORY_ITEM_NOT_FOUND);

export async function listRestaurants(deps: HistoryDeps, caller: AuthContext): Promise<RestaurantHistoryList> {
  return { items: await listRestaurantHistory(deps.db, caller.userId, nowOf(deps)) };
}

export async function saveRestaurantItem(deps: HistoryDeps, caller: AuthContext, id: string, saved: boolean): Promise<RestaurantHistoryItem> {
  const item = await setRestaurantHistorySaved(deps.db, caller.userId, id, saved, nowOf(deps));
  if (!item) throw notFound();
  return item;
}

export async function clearRestaurants(deps: HistoryDeps, caller: AuthContext): Promise<ClearHistoryResponse> {
  return { deleted: await clearRestaurantHistory(deps.db, caller.userId) };
}

export async function listSearches(deps: HistoryDeps, caller: AuthContext): Promise<SearchHistoryList> {
  return { items: await listSearchHistory(deps.db, caller.userId, nowOf(deps)) };
}

export async function saveSearchItem(deps: HistoryDeps, caller: AuthContext, id: string, saved: boolean): Promise<SearchHistoryItem> {
  const item = await setSearchHistorySaved(deps.db, caller.userId, id, saved, nowOf(deps));
  if (!item) throw notFound();
  return item;
}

export async function clearSearches(deps: HistoryDeps, caller: AuthContext): Promise<ClearHistoryResponse> {
  return { deleted: await clearSearchHistory(deps.db, caller.userId) };
}
