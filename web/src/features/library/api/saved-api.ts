import { listSaved, listSavedIds, saveRestaurant, unsaveRestaurant } from '@shared/api/contracts/library';
import type { SavedIdsResponse, SavedListResponse, SaveResponse, UnsaveResponse } from '@shared/api/library';
import { callApi } from '@/lib/api-client';
import { type SavableRestaurant, toCopy } from '../types';

/** One page of the saved list, each restaurant scanned by the server against the current profile. */
export function fetchSavedPage(cursor: string | undefined, signal?: AbortSignal): Promise<SavedListResponse> {
  return callApi(listSaved, { query: cursor ? { cursor } : {} }, { signal });
}

export function fetchSavedIds(signal?: AbortSignal): Promise<SavedIdsResponse> {
  return callApi(listSavedIds, {}, { signal });
}

export function putSaved(restaurant: SavableRestaurant): Promise<SaveResponse> {
  return callApi(saveRestaurant, { params: { restaurantId: restaurant.id }, body: toCopy(restaurant) });
}

export function deleteSaved(restaurantId: string): Promise<UnsaveResponse> {
  return callApi(unsaveRestaurant, { params: { restaurantId } });
}
