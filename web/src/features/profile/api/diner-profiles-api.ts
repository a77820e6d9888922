import { createDinerProfile, deleteDinerProfile, listDinerProfiles, updateDinerProfile } from '@shared/api/contracts/diner-profiles';
import type { DinerProfile, DinerProfileListResponse, DinerProfileRequest } from '@shared/api/diner-profiles';
import { callApi } from '@/lib/api-client';

/** GET /diner-profiles: the people the caller eats with, and the plan's limit (product-rules §14.3). */
export function fetchDinerProfiles(signal?: AbortSignal): Promise<DinerProfileListResponse> {
  return callApi(listDinerProfiles, {}, { signal });
}

export function addDinerProfile(body: DinerProfileRequest): Promise<DinerProfile> {
  return callApi(createDinerProfile, { body });
}

export function changeDinerProfile(id: string, body: DinerProfileRequest): Promise<DinerProfile> {
  return callApi(updateDinerProfile, { params: { id }, body });
}

export function removeDinerProfile(id: string): Promise<{ deleted: true }> {
  return callApi(deleteDinerProfile, { params: { id } });
}
