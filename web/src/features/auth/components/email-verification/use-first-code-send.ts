import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { localStore } from '@/lib/web-storage';
import { requestEmailVerificationCode } from '../../api/auth-api';
import { apiErrorMessage } from '../../auth-errors';
import { noteVerificationCodeSent, resendWaitSeconds, shouldSendOnOpen } from '../../verification-sends';

/**
 * One automatic send on the first visit, not while a code sent earlier is still valid; a code
 * already on its way (RESEND_TOO_SOON) is fine as it is.
 */
export function useFirstCodeSend(email: string, remaining: number, restart: (waitSeconds?: number) => void) {
  const { t } = useTranslation('auth');
  const autoSent = useRef(false);
  useEffect(() => {
    if (autoSent.current || !email) return;
    autoSent.current = true;
    if (remaining > 0) return;
    if (!shouldSendOnOpen(localStore(), email, Date.now())) {
      const wait = resendWaitSeconds(localStore(), email, Date.now());
      if (wait > 0) restart(wait);
      return;
    }
    requestEmailVerificationCode().then(
      (answer) => {
        noteVerificationCodeSent(localStore(), email, Date.now());
        restart(answer.resendAfterSeconds);
      },
      (error: unknown) => {
        // A code sent moments ago is still valid; only the countdown needs to know.
        if (error instanceof ApiError && error.code === 'RESEND_TOO_SOON') {
          noteVerificationCodeSent(localStore(), email, Date.now());
          restart(error.retryAfterSeconds);
        } else {
          toast.error(t('code.sendFailed'), { description: apiErrorMessage(t, error, { rejected: 'code.resendRejected', failed: 'errors.network' }) });
        }
      },
    );
  }, [email, remaining, restart, t]);
}
