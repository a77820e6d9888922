import {
  clearRestaurantHistory as clearRestaurantsRoute,
  clearSearchHistory as clearSearchesRoute,
  listRestaurantHistory as listRestaurantsRoute,
  listSearchHistory as listSearchesRoute,
  updateRestaurantHistory as updateRestaurantRoute,
  updateSearchHistory as updateSearchRoute,
} from '@shared/api/contracts/history';
import { deleteComparison as deleteComparisonRoute, listComparisons as listComparisonsRoute, updateComparison as updateComparisonRoute } from '@shared/api/contracts/comparisons';
import { listMenus as listMenusRoute } from '@shared/api/contracts/menus';
import type { ComparisonItem } from '@shared/api/comparisons';
import type { MenuHistoryItem } from '@shared/api/menus';
import type { RestaurantHistoryItem, SearchHistoryItem } from '@shared/api/history';
import { callApi } from '@/lib/api-client';

/** The three lists of /history with their save toggle and deletion; menus (below) have neither. */
export type HistoryKind = 'restaurants' | 'searches' | 'comparisons';
export interface HistoryItemOf {
  restaurants: RestaurantHistoryItem;
  searches: SearchHistoryItem;
  comparisons: ComparisonItem;
}

export async function listHistory<K extends HistoryKind>(kind: K, signal?: AbortSignal): Promise<HistoryItemOf[K][]> {
  const options = { signal };
  const answer =
    kind === 'restaurants'
      ? await callApi(listRestaurantsRoute, {}, options)
      : kind === 'searches'
        ? await callApi(listSearchesRoute, {}, options)
        : await callApi(listComparisonsRoute, {}, options);
  return answer.items as HistoryItemOf[K][];
}

/** PATCH: saved items are kept; unsaved ones expire (14 days, comparisons 1 day). */
export function setHistorySaved<K extends HistoryKind>(kind: K, id: string, saved: boolean): Promise<HistoryItemOf[K]> {
  const request = { params: { id }, body: { saved } };
  if (kind === 'restaurants') return callApi(updateRestaurantRoute, request) as Promise<HistoryItemOf[K]>;
  if (kind === 'searches') return callApi(updateSearchRoute, request) as Promise<HistoryItemOf[K]>;
  return callApi(updateComparisonRoute, request) as Promise<HistoryItemOf[K]>;
}

/** DELETE all of the caller's restaurant or search history, saved items included. */
export function clearHistory(kind: 'restaurants' | 'searches'): Promise<{ deleted: number }> {
  return callApi(kind === 'restaurants' ? clearRestaurantsRoute : clearSearchesRoute, {});
}

export function deleteComparison(id: string): Promise<unknown> {
  return callApi(deleteComparisonRoute, { params: { id } });
}

/** GET /me/menus: the caller's menus generated in the last day, newest first. */
export async function listMenuHistory(signal?: AbortSignal): Promise<MenuHistoryItem[]> {
  return (await callApi(listMenusRoute, {}, { signal })).items;
}
