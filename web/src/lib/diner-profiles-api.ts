import { queryOptions } from '@tanstack/react-query';
import { createDinerProfile, deleteDinerProfile, listDinerProfiles, updateDinerProfile } from '@shared/api/contracts/diner-profiles';
import type { DinerProfile, DinerProfileListResponse, DinerProfileRequest } from '@shared/api/diner-profiles';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The diner profiles' API (product-rules §14.3), shared by the profile (which edits them) and the chef card
 * (which speaks for them, §17.1): features never import each other.
 */

/** GET /diner-profiles: the people the caller eats with, and the plan's limit (product-rules §14.3). */
export function fetchDinerProfiles(signal?: AbortSignal): Promise<DinerProfileListResponse> {
  return callApi(listDinerProfiles, {}, { signal });
}

/** GET /diner-profiles of one user, as a query (kept for offline use, lib/offline-copies.ts). */
export const dinerProfilesQuery = (userId: string) =>
  queryOptions({ queryKey: queryKeys.dinerProfiles(userId), queryFn: ({ signal }) => fetchDinerProfiles(signal) });

export function addDinerProfile(body: DinerProfileRequest): Promise<DinerProfile> {
  return callApi(createDinerProfile, { body });
}

export function changeDinerProfile(id: string, body: DinerProfileRequest): Promise<DinerProfile> {
  return callApi(updateDinerProfile, { params: { id }, body });
}

export function removeDinerProfile(id: string): Promise<{ deleted: true }> {
  return callApi(deleteDinerProfile, { params: { id } });
}
