import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { emailSchema } from '@shared/api/auth';
import { FALLBACK_LANGUAGE, normalizeLanguage } from '@shared/i18n/languages';
import { ApiError } from '@/lib/api-client';
import { requestPasswordResetCode, requestSecurityCode } from '../../api/auth-api';
import { apiErrorMessage } from '../../auth-errors';
import { noteCodeSent } from '../../code-sends';
import { focusFirstInvalid } from '../../focus';
import { emailProblem, MESSAGE_VALUES } from '../../validation';

export type Flow = 'reset' | 'security';

/** The email field and the two ways to ask for a code: the reset flow or the security flow. */
export function useResetCodeRequest() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Flow | null>(null);

  const send = async (flow: Flow) => {
    const problem = emailProblem(email);
    setError(problem ? t(problem, MESSAGE_VALUES) : null);
    if (problem) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const address = emailSchema.parse(email);
    const language = normalizeLanguage(i18n.resolvedLanguage) ?? FALLBACK_LANGUAGE;
    const goEnterCode = () => navigate(`${flow === 'reset' ? '/forgot-password-otp' : '/otp-verification'}?${new URLSearchParams({ email: address })}`);
    setBusy(flow);
    try {
      const answer = await (flow === 'reset' ? requestPasswordResetCode : requestSecurityCode)({ email: address, language });
      noteCodeSent(flow, address, answer.resendAfterSeconds);
      toast.success(t('resetPassword.sent'));
      goEnterCode();
    } catch (failure) {
      setBusy(null);
      if (failure instanceof ApiError && failure.code === 'RESEND_TOO_SOON') {
        // A code went out moments ago and is still valid: go and enter it.
        noteCodeSent(flow, address, failure.retryAfterSeconds);
        toast.info(t('resetPassword.codeAlreadySent'));
        goEnterCode();
        return;
      }
      toast.error(apiErrorMessage(t, failure, { rejected: 'resetPassword.failed', failed: 'resetPassword.processFailed' }));
    }
  };

  return { formRef, email, setEmail, error, busy, send };
}
