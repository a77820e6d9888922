import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { CODE_LENGTH } from '@shared/domain/codes';
import { ApiError } from '@/lib/api-client';
import { localStore } from '@/lib/web-storage';
import { requestEmailVerificationCode, verifyEmail } from '../../api/auth-api';
import { apiErrorMessage } from '../../auth-errors';
import { useAuth } from '../../hooks/auth-context';
import { useResendCountdown } from '../../hooks/use-resend-countdown';
import { noteVerificationCodeSent } from '../../verification-sends';
import { useFirstCodeSend } from './use-first-code-send';

export const EMAIL_CODE_LENGTH = CODE_LENGTH.emailVerification;

/** The signed-in account's email code: the first send, Resend Code with its countdown, and Verify Email. */
export function useEmailVerification() {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const { remaining, restart } = useResendCountdown('emailVerification', email);
  useFirstCodeSend(email, remaining, restart);
  const { resending, resend } = useResend(email, restart);
  const { code, setCode, busy, submit } = useVerifySubmit(email);
  return { email, code, setCode, busy, submit, resending, resend, remaining };
}

function useResend(email: string, restart: (waitSeconds?: number) => void) {
  const { t } = useTranslation('auth');
  const [resending, setResending] = useState(false);
  const resend = async () => {
    if (!email) {
      toast.error(t('code.resendFailed'), { description: t('emailVerification.missingUser') });
      return;
    }
    setResending(true);
    try {
      const answer = await requestEmailVerificationCode();
      noteVerificationCodeSent(localStore(), email, Date.now());
      restart(answer.resendAfterSeconds);
      toast.success(t('code.resent'), { description: t('code.resentDescription') });
    } catch (error) {
      if (error instanceof ApiError && error.retryAfterSeconds !== undefined) restart(error.retryAfterSeconds);
      toast.error(t('code.resendFailed'), { description: apiErrorMessage(t, error, { rejected: 'code.resendRejected', failed: 'errors.network' }) });
    } finally {
      setResending(false);
    }
  };
  return { resending, resend };
}

function useVerifySubmit(email: string) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email) {
      toast.error(t('emailVerification.failedTitle'), { description: t('emailVerification.missingUser') });
      return;
    }
    if (code.length !== EMAIL_CODE_LENGTH) {
      toast.error(t('emailVerification.invalidTitle'), { description: t('emailVerification.invalidBody') });
      return;
    }
    setBusy(true);
    try {
      await verifyEmail({ code });
    } catch (error) {
      setBusy(false);
      toast.error(t('emailVerification.failedTitle'), {
        description: apiErrorMessage(t, error, {
          codes: { INVALID_CODE: 'emailVerification.invalidCode' },
          rejected: 'emailVerification.invalidCode',
          failed: 'emailVerification.failed',
        }),
      });
      return;
    }
    toast.success(t('emailVerification.verifiedTitle'), { description: t('emailVerification.verifiedBody') });
    await refresh();
    navigate('/', { replace: true });
  };
  return { code, setCode, busy, submit };
}
