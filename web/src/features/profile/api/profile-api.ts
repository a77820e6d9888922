import { getProfile, updateProfile } from '@shared/api/contracts/profile';
import type { Profile, UpdateProfileRequest } from '@shared/api/profile';
import { callApi } from '@/lib/api-client';

/** GET /me/profile: the caller's profile (defaults until the first save). */
export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return callApi(getProfile, {}, { signal });
}

/** PUT /me/profile: the profile page sends every field. */
export function saveProfile(changes: UpdateProfileRequest): Promise<Profile> {
  return callApi(updateProfile, { body: changes });
}
