import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DinerProfileRequest } from '@shared/api/diner-profiles';
import { useAuth } from '@/features/auth';
import { useDinerProfiles } from '@/hooks/use-diner-profiles';
import { addDinerProfile, changeDinerProfile, removeDinerProfile } from '@/lib/diner-profiles-api';
import { queryKeys } from '@/lib/query-keys';

/** The signed-in user's diner profiles ("People I eat with", product-rules §14.3). */
export function useMyDinerProfiles() {
  return useDinerProfiles(useAuth().user?.userId ?? null);
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
