import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { CodeSentResponse } from '@shared/api/auth';
import type { CodePurpose } from '@shared/domain/codes';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '../auth-errors';
import { useResendCountdown } from './use-resend-countdown';

/**
 * The resend action of a code page: sends, restarts the countdown, and says so with the spec's
 * toasts ('Code Resent' / 'A new verification code has been sent to your email.', 'Failed to Resend').
 */
export function useCodeResend(purpose: CodePurpose, email: string, send: () => Promise<CodeSentResponse>) {
  const { t } = useTranslation('auth');
  const { remaining, restart } = useResendCountdown(purpose, email);

  const resend = useCallback(async () => {
    try {
      const answer = await send();
      restart(answer.resendAfterSeconds);
      toast.success(t('code.resent'), { description: t('code.resentDescription') });
    } catch (error) {
      // Told to wait (RESEND_TOO_SOON, HOURLY_CODE_LIMIT): the countdown shows how long.
      if (error instanceof ApiError && error.retryAfterSeconds !== undefined) restart(error.retryAfterSeconds);
      toast.error(t('code.resendFailed'), {
        description: apiErrorMessage(t, error, { rejected: 'code.resendRejected', failed: 'errors.network' }),
      });
    }
  }, [send, restart, t]);

  return { remaining, resend, restart };
}
