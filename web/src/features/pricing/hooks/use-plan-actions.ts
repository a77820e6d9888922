import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { PaidTier } from '@shared/api/billing';
import { useAuth } from '@/features/auth';
import { rememberPortalOpen, useSubscription } from '@/features/subscription';
import { sessionStore } from '@/lib/web-storage';
import { rememberCheckoutStart } from '../checkout-return';
import { loginFirst, useLeavingAction, type PendingAction } from './use-leaving-action';

export interface PlanActions {
  pending: PendingAction;
  /** Upgrade to Pro / Upgrade to Premium: a checkout session, then the browser goes to its url. */
  checkout: (tier: PaidTier) => void;
  /** Manage Subscription: the customer portal. */
  portal: () => void;
  /** A visitor's plan button: /auth, with "Please log in to subscribe" on the paid plans. */
  signInFirst: (subscribe: boolean) => void;
}

/**
 * The plan buttons of /pricing and /current-plan. One action at a time: while one is asked for or the
 * page is leaving for the payment page, the others wait (no double submit). A 401 means the session
 * ended: the spec's log-in message, then sign-out to /auth. Any other failure: the spec's failure toast.
 */
export function usePlanActions(): PlanActions {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const { user } = useAuth();
  const userId = user?.userId ?? null;
  const { tier } = useSubscription();
  const { pending, go } = useLeavingAction();

  const checkout = useCallback(
    (target: PaidTier) =>
      go(
        'checkout',
        target,
        async () => (await import('../api/billing-api')).startCheckout(target),
        () => {
          if (userId && tier) rememberCheckoutStart(sessionStore(), userId, tier);
        },
      ),
    [go, userId, tier],
  );

  const portal = useCallback(
    () =>
      go(
        'portal',
        'portal',
        async () => (await import('../api/billing-api')).startPortal(),
        () => {
          if (userId) rememberPortalOpen(sessionStore(), userId);
        },
      ),
    [go, userId],
  );

  const signInFirst = useCallback(
    (subscribe: boolean) => {
      if (subscribe) toast.info(t(loginFirst.checkout), { id: 'plan-action-login-checkout' });
      navigate('/auth', { state: { from: '/pricing' } });
    },
    [navigate, t],
  );

  return { pending, checkout, portal, signInFirst };
}
