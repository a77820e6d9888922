import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileRequest } from '@shared/api/profile';
import { useAuth } from '@/features/auth';
import { queryKeys } from '@/lib/query-keys';
import { fetchProfile, saveProfile } from '../api/profile-api';

export type ProfileLoad = { status: 'loading' } | { status: 'ready'; profile: Profile } | { status: 'error' };

/** GET /me/profile of one user, as a query (also used at sign-in to apply the account's language). */
export const profileQuery = (userId: string) =>
  queryOptions({ queryKey: queryKeys.profile(userId), queryFn: ({ signal }) => fetchProfile(signal) });

/**
 * The signed-in user's profile. Load errors are silent as the spec asks (no toast): the page shows
 * a retry card instead of an empty form that could overwrite the stored profile.
 */
export function useProfile(): { load: ProfileLoad; retry: () => void; savedAt: number | null } {
  const userId = useAuth().user?.userId ?? null;
  const query = useQuery({ ...profileQuery(userId ?? ''), enabled: userId !== null });
  const load: ProfileLoad = query.data
    ? { status: 'ready', profile: query.data }
    : userId === null || (query.isError && !query.isFetching)
      ? { status: 'error' }
      : { status: 'loading' };
  return { load, retry: () => void query.refetch(), savedAt: query.data ? query.dataUpdatedAt : null };
}

/** PUT /me/profile; the answer becomes the cached profile, so every view shows what was saved. */
export function useSaveProfile() {
  const userId = useAuth().user?.userId ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileRequest) => saveProfile(changes),
    onSuccess: (profile) => {
      if (userId) queryClient.setQueryData(queryKeys.profile(userId), profile);
    },
  });
}
