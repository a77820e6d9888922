import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { ArrowLeft, type LucideIcon } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { CodeSentResponse, PasswordResetCodeRequest, ResetTokenResponse } from '@shared/api/auth';
import { CODE_LENGTH } from '@shared/domain/codes';
import { FALLBACK_LANGUAGE, normalizeLanguage } from '@shared/i18n/languages';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { apiErrorMessage } from '../auth-errors';
import { useCodeResend } from '../hooks/use-code-resend';
import { AuthCard, AuthFrame, EmailEmphasis } from './AuthFrame';
import { CodeInput } from './CodeInput';
import { ResendCode } from './ResendCode';
import { SubmitButton } from './SubmitButton';

/** What differs between the reset code page and the security code page. */
export interface CodeStep {
  purpose: 'reset' | 'security';
  /** Key prefix in auth.json: `forgotPasswordOtp` or `otpVerification`. */
  copy: string;
  icon: LucideIcon;
  verify: (body: { email: string; otp: string }) => Promise<ResetTokenResponse>;
  resend: (body: PasswordResetCodeRequest) => Promise<CodeSentResponse>;
  /** Where the reset token goes: `/new-password` or `/change-password`. */
  next: string;
}

const LENGTH = CODE_LENGTH.reset;

/** A 6-digit code page of the reset flows: `?email=` required, otherwise back to /reset-password. */
export function CodeStepPage({ step }: { step: CodeStep }) {
  const [params] = useSearchParams();
  // product-rules §13.4: the email is lower-cased and trimmed before the code check.
  const email = params.get('email')?.trim().toLowerCase() ?? '';
  if (!email) return <Navigate to="/reset-password" replace />;
  return <CodeStepForm key={email} step={step} email={email} />;
}

function CodeStepForm({ step, email }: { step: CodeStep; email: string }) {
  const { t, i18n } = useTranslation('auth');
  const { copy } = step;
  const language = normalizeLanguage(i18n.resolvedLanguage) ?? FALLBACK_LANGUAGE;
  useDocumentTitle(t(`${copy}.pageTitle`));
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { remaining, resend } = useCodeResend(step.purpose, email, () => step.resend({ email, language }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.length !== LENGTH) {
      setError(t('validation.otpInvalid'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { resetToken } = await step.verify({ email, otp: code });
      toast.success(t(`${copy}.success`));
      navigate(`${step.next}?${new URLSearchParams({ email, token: resetToken })}`, { replace: true });
    } catch (failure) {
      setBusy(false);
      toast.error(apiErrorMessage(t, failure, { codes: { INVALID_CODE: 'errors.invalidOtp' }, rejected: 'errors.invalidOtp', failed: `${copy}.failed` }));
    }
  };

  return (
    <AuthFrame testId={`${copy}-page`}>
      <AuthCard
        icon={step.icon}
        title={t(`${copy}.title`)}
        description={<Trans t={t} i18nKey={`${copy}.subtitle`} values={{ email }} components={{ email: <EmailEmphasis /> }} />}
        footer={
          <Link to="/reset-password" className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:text-brand-800 hover:underline" data-testid="back-to-reset">
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t(`${copy}.back`)}
          </Link>
        }
      >
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-6">
          <CodeInput
            length={LENGTH}
            value={code}
            onChange={setCode}
            label={t(`${copy}.codeLabel`)}
            hint={t('code.hint', { digits: LENGTH })}
            error={error}
            autoFocus
            testId="code-input"
          />
          {/* Spec: Verify Code stays disabled until all 6 digits are there. */}
          <SubmitButton busy={busy} disabled={code.length !== LENGTH} busyLabel={t('code.verifying')} data-testid="verify-submit">
            {t(`${copy}.submit`)}
          </SubmitButton>
          <ResendCode remaining={remaining} onResend={resend} />
        </form>
      </AuthCard>
    </AuthFrame>
  );
}
