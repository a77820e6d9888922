import { useAuth } from '@/features/auth';
import { useUsage } from './use-usage';
import { overLimitOf, type OverLimit } from '../over-limit';

/**
 * The signed-in user's over-limit state from GET /me/usage (saved count and the tier the server
 * counts it against, polled every 3 s); null for visitors, within the plan, or before the first answer.
 */
export function useOverLimit(): OverLimit | null {
  const signedIn = useAuth().user !== null;
  const usage = useUsage();
  if (!signedIn || !usage) return null;
  return overLimitOf(usage.savedCount, usage.tier);
}
