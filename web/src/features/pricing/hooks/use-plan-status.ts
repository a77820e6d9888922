import { useTranslation } from 'react-i18next';
import { type Tier } from '@shared/domain/plans';
import { useSubscription } from '@/features/subscription';
import { planStatusOf } from '../plan-status';

function formatDate(iso: string | null, language: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}

/** The signed-in user's plan: its tier, its status, and the status's date in the page's language (or null). */
export function usePlanStatus() {
  const { i18n } = useTranslation('pricing');
  const subscription = useSubscription();
  const tier: Tier = subscription.tier ?? 'free';
  const status = planStatusOf({
    subscribed: subscription.subscribed,
    subscription_tier: tier,
    subscription_end: subscription.subscriptionEnd,
    status: subscription.providerStatus ?? undefined,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
  });
  const date = status.kind === 'free' ? null : formatDate(status.date, i18n.resolvedLanguage ?? 'en');
  return { tier, status, date };
}
