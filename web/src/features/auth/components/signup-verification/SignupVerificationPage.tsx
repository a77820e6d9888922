import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { FALLBACK_LANGUAGE, normalizeLanguage } from '@shared/i18n/languages';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { requestSignupCode } from '../../api/auth-api';
import { useCodeResend } from '../../hooks/use-code-resend';
import { AuthCard, AuthFrame, EmailEmphasis } from '../AuthFrame';
import { CodeInput } from '../CodeInput';
import { ResendCode } from '../ResendCode';
import { SubmitButton } from '../SubmitButton';
import { PasswordField } from '../TextField';
import { SIGNUP_CODE_LENGTH as LENGTH, useSignupVerification, type PendingSignup } from './use-signup-verification';

/** /signup-verification?email=&username=&language=: without an email (or username) there is nothing to verify. */
export default function SignupVerificationPage() {
  const { i18n } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim().toLowerCase() ?? '';
  const username = params.get('username')?.trim() ?? '';
  const language = normalizeLanguage(params.get('language')) ?? normalizeLanguage(i18n.resolvedLanguage) ?? FALLBACK_LANGUAGE;
  if (!email) return <Navigate to="/auth" replace />;
  if (!username) return <Navigate to="/auth?tab=signup" replace />;
  return <SignupVerification key={email} email={email} username={username} language={language} />;
}

function SignupVerification({ email, username, language }: PendingSignup) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('signupVerification.pageTitle'));
  const { formRef, remembered, password, setPassword, code, setCode, errors, busy, submit } = useSignupVerification({ email, username, language });
  const { remaining, resend } = useCodeResend('signup', email, () => requestSignupCode({ email, username, language }));

  return (
    <AuthFrame testId="signup-verification-page">
      <AuthCard
        icon={MailCheck}
        title={t('signupVerification.title')}
        description={
          <Trans t={t} i18nKey="signupVerification.subtitle" values={{ email }} components={{ email: <EmailEmphasis /> }} />
        }
        footer={
          <Link to="/auth?tab=signup" state={{ signup: { email, username } }} className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:text-brand-800 hover:underline" data-testid="back-to-signup">
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('signupVerification.back')}
          </Link>
        }
      >
        <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-6">
          <CodeInput
            length={LENGTH}
            value={code}
            onChange={setCode}
            label={t('code.label')}
            hint={t('code.hint', { digits: LENGTH })}
            error={errors.code}
            autoFocus
            testId="code-input"
          />
          {!remembered && (
            <PasswordField
              label={t('signupVerification.passwordAgain')}
              name="new-password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
              hint={t('signupVerification.passwordAgainHint')}
              testId="signup-verification-password"
            />
          )}
          <SubmitButton busy={busy} busyLabel={t('signupVerification.submitting')} data-testid="verify-submit">
            {t('signupVerification.submit')}
          </SubmitButton>
          <ResendCode remaining={remaining} onResend={resend} />
        </form>
      </AuthCard>
    </AuthFrame>
  );
}
