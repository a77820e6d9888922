import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useAuth } from '@/features/auth';
import { useSubscription } from '@/features/subscription';
import { sessionStore } from '@/lib/web-storage';
import { takeCheckoutStart, welcomesNewPlan } from '../checkout-return';

/** Spec: after a successful checkout, wait this long before re-checking the subscription. */
export const POST_CHECKOUT_RECHECK_MS = 2000;

/**
 * Handles the return from checkout: `?success=true` re-checks the subscription after 2 s, shows
 * the welcome toast only when the server confirms a new tier (checkout-return.ts) and clears the
 * query; `?canceled=true` shows the cancel toast and clears it. Toast ids make the effect safe to
 * run twice (StrictMode).
 */
export function useCheckoutReturn(): void {
  const { t } = useTranslation('pricing');
  const { refresh } = useSubscription();
  const userId = useAuth().user?.userId ?? null;
  const [params, setParams] = useSearchParams();
  const success = params.get('success') === 'true';
  const canceled = params.get('canceled') === 'true';

  useEffect(() => {
    if (canceled) {
      takeCheckoutStart(sessionStore(), userId);
      toast.info(t('toast.canceled'), { id: 'checkout-canceled' });
      setParams({}, { replace: true });
      return;
    }
    if (!success) return;
    const timer = window.setTimeout(() => {
      const before = takeCheckoutStart(sessionStore(), userId);
      void refresh()
        .then((after) => {
          if (welcomesNewPlan(before, after)) toast.success(t('toast.success'), { id: 'checkout-success' });
        })
        .finally(() => setParams({}, { replace: true }));
    }, POST_CHECKOUT_RECHECK_MS);
    return () => window.clearTimeout(timer);
  }, [success, canceled, refresh, setParams, t, userId]);
}
