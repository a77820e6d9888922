import { profileSchema, type Profile, type UpdateProfileRequest } from '@shared/api/profile';
import { apiRequest } from '@/lib/api-client';

/** GET /me/profile: the caller's profile (defaults until the first save). */
export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest('/me/profile', { schema: profileSchema, signal });
}

/** PUT /me/profile: the profile page sends every field. */
export function saveProfile(changes: UpdateProfileRequest): Promise<Profile> {
  return apiRequest('/me/profile', { method: 'PUT', body: changes, schema: profileSchema });
}
