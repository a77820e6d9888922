// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import { UNLIMITED } from '../../../../shared/domain/plans';

/** One usage line of /current-plan: what is used against the limit, null limit meaning Unlimited. */
export interface UsageLine {
  used: number;
  limit: number | null;
  /** Share of the limit used, 0 to 1 (full when over it); null when unlimited. */
  share: number | null;
  over: boolean;
}

export function usageLine(used: number, limit: number): UsageLine {
  if (limit === UNLIMITED) return { used, limit: null, share: null, over: false };
  const share = limit <= 0 ? 1 : Math.min(1, used / limit);
  return { used, limit, share, over: used > limit };
}
