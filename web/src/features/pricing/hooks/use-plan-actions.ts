import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { PaidTier } from '@shared/api/billing';
import { useAuth } from '@/features/auth';
import { rememberPortalOpen, useSubscription } from '@/features/subscription';
import { ApiError } from '@/lib/api-client';
import { sessionStore } from '@/lib/web-storage';
import { rememberCheckoutStart } from '../checkout-return';

/** Which action is under way: a checkout for a tier, or the portal. */
export type PendingAction = PaidTier | 'portal' | null;

export interface PlanActions {
  pending: PendingAction;
  /** Upgrade to Pro / Upgrade to Premium: a checkout session, then the browser goes to its url. */
  checkout: (tier: PaidTier) => void;
  /** Manage Subscription: the customer portal. */
  portal: () => void;
  /** A visitor's plan button: /auth, with "Please log in to subscribe" on the paid plans. */
  signInFirst: (subscribe: boolean) => void;
}

/** Long enough to read the log-in message before the page goes to /auth. */
const SIGN_OUT_AFTER_MS = 1500;

const failure = { checkout: 'errors.checkoutFailed', portal: 'errors.portalFailed' } as const;
const loginFirst = { checkout: 'errors.loginToSubscribe', portal: 'errors.loginToManage' } as const;

/**
 * The plan buttons of /pricing and /current-plan. One action at a time: while one is asked for or the
 * page is leaving for the payment page, the others wait (no double submit). A 401 means the session
 * ended: the spec's log-in message, then sign-out to /auth. Any other failure: the spec's failure toast.
 */
export function usePlanActions(): PlanActions {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const { user, signOut } = useAuth();
  const userId = user?.userId ?? null;
  const { tier } = useSubscription();
  const [pending, setPending] = useState<PendingAction>(null);
  const busy = useRef(false);

  // Back from the payment page through the browser's history (page restored from the back-forward
  // cache): the buttons work again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setPending(null);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const go = useCallback(
    (kind: 'checkout' | 'portal', action: Exclude<PendingAction, null>, ask: () => Promise<string>, beforeLeaving: () => void) => {
      if (busy.current) return;
      busy.current = true;
      setPending(action);
      ask().then(
        (url) => {
          beforeLeaving();
          window.location.assign(url); // stays pending: the page is leaving
        },
        (error: unknown) => {
          busy.current = false;
          setPending(null);
          if (error instanceof ApiError && error.status === 401) {
            // The session ended (an expired token): say so, then sign out to /auth, a full page load.
            toast.error(t(loginFirst[kind]), { id: 'plan-action-login' });
            window.setTimeout(() => void signOut('/auth'), SIGN_OUT_AFTER_MS);
            return;
          }
          toast.error(t(failure[kind]), { id: `plan-action-${kind}-failed` });
        },
      );
    },
    [signOut, t],
  );

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
      if (subscribe) toast.info(t(loginFirst.checkout), { id: 'plan-action-login' });
      navigate('/auth', { state: { from: '/pricing' } });
    },
    [navigate, t],
  );

  return { pending, checkout, portal, signInFirst };
}
