import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DinerProfileRequest } from '@shared/api/diner-profiles';
import { useAuth } from '@/features/auth';
import { queryKeys } from '@/lib/query-keys';
import { addDinerProfile, changeDinerProfile, fetchDinerProfiles, removeDinerProfile } from '../api/diner-profiles-api';

/** GET /diner-profiles of one user, as a query (kept for offline use, lib/offline-copies.ts). */
export const dinerProfilesQuery = (userId: string) =>
  queryOptions({ queryKey: queryKeys.dinerProfiles(userId), queryFn: ({ signal }) => fetchDinerProfiles(signal) });

/** The signed-in user's diner profiles ("People I eat with", product-rules §14.3). */
export function useDinerProfiles() {
  const userId = useAuth().user?.userId ?? null;
  return useQuery({ ...dinerProfilesQuery(userId ?? ''), enabled: userId !== null });
}

/** Add, replace or delete one diner profile; the list is read again afterwards. */
export function useDinerProfileChanges() {
  const userId = useAuth().user?.userId ?? null;
  const queryClient = useQueryClient();
  const refresh = () => (userId ? queryClient.invalidateQueries({ queryKey: queryKeys.dinerProfiles(userId) }) : Promise.resolve());
  const save = useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: DinerProfileRequest }) => (id ? changeDinerProfile(id, body) : addDinerProfile(body)),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: string) => removeDinerProfile(id), onSuccess: refresh });
  return { save, remove };
}
