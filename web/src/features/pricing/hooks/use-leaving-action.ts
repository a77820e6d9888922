import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { PaidTier } from '@shared/api/billing';
import { useAuth } from '@/features/auth';
import { ApiError } from '@/lib/api-client';

/** Which action is under way: a checkout for a tier, or the portal. */
export type PendingAction = PaidTier | 'portal' | null;

/** Long enough to read the log-in message before the page goes to /auth. */
const SIGN_OUT_AFTER_MS = 1500;

const failure = { checkout: 'errors.checkoutFailed', portal: 'errors.portalFailed' } as const;
export const loginFirst = { checkout: 'errors.loginToSubscribe', portal: 'errors.loginToManage' } as const;

/**
 * One plan action at a time that leaves for a payment page: `go` asks for the page's url and goes there
 * (staying pending while the page leaves); a 401 shows the log-in message and signs out to /auth; any
 * other failure shows the failure toast. Back through the browser's history, the buttons work again.
 */
export function useLeavingAction() {
  const { t } = useTranslation('pricing');
  const { signOut } = useAuth();
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

  return { pending, go };
}
