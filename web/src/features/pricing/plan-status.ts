// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import type { SubscriptionStatus } from '../../../../shared/api/auth';

/**
 * The status line of /current-plan: Free (nothing renews), active ("Renews on {date}"), ending at the
 * period's end ("Ends on {date}", after a cancel in the portal), or a failed payment (past-due warning).
 */
export type PlanStatus = { kind: 'free' } | { kind: 'active' | 'ending' | 'pastDue'; date: string | null };

const PAYMENT_PROBLEMS = new Set(['past_due', 'unpaid', 'incomplete']);

export function planStatusOf(status: SubscriptionStatus): PlanStatus {
  if (!status.subscribed || status.subscription_tier === 'free') return { kind: 'free' };
  const date = status.subscription_end;
  if (status.status && PAYMENT_PROBLEMS.has(status.status)) return { kind: 'pastDue', date };
  if (status.cancel_at_period_end) return { kind: 'ending', date };
  return { kind: 'active', date };
}
