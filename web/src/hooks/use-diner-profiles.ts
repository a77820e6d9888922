import { useQuery } from '@tanstack/react-query';
import { dinerProfilesQuery } from '@/lib/diner-profiles-api';

/**
 * A signed-in user's diner profiles ("People I eat with", product-rules §14.3), read by the profile and the
 * chef card. Its key is in the offline set (lib/offline-copies.ts), so the list opens offline once read.
 */
export function useDinerProfiles(userId: string | null) {
  return useQuery({ ...dinerProfilesQuery(userId ?? ''), enabled: userId !== null });
}
