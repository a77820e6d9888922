import { getPlaceDetails } from '@shared/api/contracts/places';
import { listSaved, saveRestaurant, unsaveRestaurant } from '@shared/api/contracts/library';
import type { SavedListResponse, SaveResponse, UnsaveResponse } from '@shared/api/library';
import type { AllergenScanResult } from '@shared/domain/allergen-scan';
import type { PlaceDetailsQuery } from '@shared/api/places';
import { callApi } from '@/lib/api-client';
import { type SavableRestaurant, toCopy } from '../types';

export function fetchSaved(signal?: AbortSignal): Promise<SavedListResponse> {
  return callApi(listSaved, {}, { signal });
}

export function putSaved(restaurant: SavableRestaurant): Promise<SaveResponse> {
  return callApi(saveRestaurant, { params: { restaurantId: restaurant.id }, body: toCopy(restaurant) });
}

export function deleteSaved(restaurantId: string): Promise<UnsaveResponse> {
  return callApi(unsaveRestaurant, { params: { restaurantId } });
}

/** The restaurant scanned again by the server against the caller's current profile. */
export async function fetchCurrentScan(restaurantId: string, language: PlaceDetailsQuery['language'], signal?: AbortSignal): Promise<AllergenScanResult> {
  const detail = await callApi(getPlaceDetails, { params: { id: restaurantId }, query: { language } }, { signal });
  return detail.allergyInfo;
}

