import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, ArrowLeft, KeyRound } from 'lucide-react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AuthCard, AuthFrame } from '../AuthFrame';
import { SubmitButton } from '../SubmitButton';
import { TextField } from '../TextField';
import { SecurityCodeOffer } from './SecurityCodeOffer';
import { useResetCodeRequest } from './use-reset-code-request';

/**
 * /reset-password: asks for the email and sends a 6-digit code. The main button starts the reset
 * flow (/forgot-password-otp → /new-password → signed in at /); "Use a security code instead"
 * starts the security flow (/otp-verification → /change-password → /auth). Both answer the same
 * whether or not the address has an account.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('resetPassword.pageTitle'));
  const [params] = useSearchParams();
  const { formRef, email, setEmail, error, busy, send } = useResetCodeRequest();
  const invalidToken = params.get('error') === 'invalid-token';

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
        <SecurityCodeOffer busy={busy} onSend={() => void send('security')} />
      </AuthCard>
    </AuthFrame>
  );
}
