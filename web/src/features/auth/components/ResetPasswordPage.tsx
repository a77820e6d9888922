import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, ArrowLeft, KeyRound, ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import { emailSchema } from '@shared/api/auth';
import { FALLBACK_LANGUAGE, normalizeLanguage } from '@shared/i18n/languages';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { requestPasswordResetCode, requestSecurityCode } from '../api/auth-api';
import { apiErrorMessage } from '../auth-errors';
import { noteCodeSent } from '../code-sends';
import { focusFirstInvalid } from '../focus';
import { emailProblem, MESSAGE_VALUES } from '../validation';
import { AuthCard, AuthFrame } from './AuthFrame';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

type Flow = 'reset' | 'security';

/**
 * /reset-password: asks for the email and sends a 6-digit code. The main button starts the reset
 * flow (/forgot-password-otp → /new-password → signed in at /); "Use a security code instead"
 * starts the security flow (/otp-verification → /change-password → /auth). Both answer the same
 * whether or not the address has an account.
 */
export default function ResetPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  useDocumentTitle(t('resetPassword.pageTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Flow | null>(null);
  const invalidToken = params.get('error') === 'invalid-token';

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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send('reset');
  };

  return (
    <AuthFrame testId="reset-password-page">
      <AuthCard
        icon={KeyRound}
        title={t('resetPassword.title')}
        description={t('resetPassword.subtitle')}
        footer={
          <Link to="/auth" className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:text-brand-800 hover:underline" data-testid="back-to-sign-in">
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('resetPassword.back')}
          </Link>
        }
      >
        {invalidToken && (
          <div role="alert" data-testid="invalid-token-message" className="mb-6 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-3.5 text-sm text-red-800">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>{t('resetPassword.invalidToken')}</p>
          </div>
        )}
        <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
          <TextField
            label={t('resetPassword.email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            placeholder={t('fields.emailPlaceholder')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
            testId="reset-email"
          />
          <SubmitButton busy={busy === 'reset'} disabled={busy !== null} busyLabel={t('resetPassword.submitting')} data-testid="reset-submit">
            {t('resetPassword.submit')}
          </SubmitButton>
        </form>
        <div className="mt-6 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200/70">
          <p className="flex items-center gap-2 text-sm font-semibold text-ink">
            <ShieldCheck className="size-4 text-brand-700" aria-hidden="true" />
            {t('resetPassword.securityTitle')}
          </p>
          <p className="mt-1 text-sm leading-relaxed text-muted">{t('resetPassword.securityBody')}</p>
          <SubmitButton
            type="button"
            variant="outline"
            size="md"
            className="mt-3"
            busy={busy === 'security'}
            disabled={busy !== null}
            busyLabel={t('resetPassword.securitySending')}
            onClick={() => void send('security')}
            data-testid="security-code-submit"
          >
            {t('resetPassword.securityAction')}
          </SubmitButton>
        </div>
      </AuthCard>
    </AuthFrame>
  );
}
