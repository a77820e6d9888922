import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { toast } from 'sonner';
import { CODE_LENGTH } from '@shared/domain/codes';
import { FALLBACK_LANGUAGE, normalizeLanguage, type Language } from '@shared/i18n/languages';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { requestSignupCode, verifySignupCode } from '../api/auth-api';
import { apiErrorMessage } from '../auth-errors';
import { focusFirstInvalid } from '../focus';
import { useAuth } from '../hooks/auth-context';
import { useCodeResend } from '../hooks/use-code-resend';
import { NEW_USER_REDIRECT_DELAY_MS } from '../new-user';
import { forgetSignupPassword, signupPasswordFor } from '../pending-signup';
import { MESSAGE_VALUES, passwordRuleProblem } from '../validation';
import { AuthCard, AuthFrame, EmailEmphasis } from './AuthFrame';
import { CodeInput } from './CodeInput';
import { ResendCode } from './ResendCode';
import { SubmitButton } from './SubmitButton';
import { PasswordField } from './TextField';

const LENGTH = CODE_LENGTH.signup;

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

function SignupVerification({ email, username, language }: { email: string; username: string; language: Language }) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('signupVerification.pageTitle'));
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const formRef = useRef<HTMLFormElement>(null);
  // Remembered from the sign-up form; after a reload it is gone and the user types it again.
  const [remembered] = useState(() => signupPasswordFor(email));
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ code?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const { remaining, resend } = useCodeResend('signup', email, () => requestSignupCode({ email, username, language }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosenPassword = remembered ?? password;
    const passwordKey = remembered ? null : chosenPassword ? passwordRuleProblem(chosenPassword) : 'signupVerification.passwordRequired';
    const next = {
      code: code.length === LENGTH ? undefined : t('signupVerification.codeInvalid'),
      password: passwordKey ? t(passwordKey, MESSAGE_VALUES) : undefined,
    };
    setErrors(next);
    if (next.code || next.password) {
      focusFirstInvalid(formRef.current);
      return;
    }

    setBusy(true);
    let autoLogin: boolean;
    try {
      ({ autoLogin } = await verifySignupCode({ email, code, username, password: chosenPassword, language }));
    } catch (error) {
      setBusy(false);
      toast.error(apiErrorMessage(t, error, { rejected: 'signupVerification.rejected', failed: 'signupVerification.failed' }));
      return;
    }
    forgetSignupPassword(email);
    if (!autoLogin) {
      toast.success(t('signupVerification.createdCanSignIn'));
      navigate('/auth', { replace: true, state: { identifier: username } });
      return;
    }
    try {
      await signIn(email, chosenPassword);
      toast.success(t('signupVerification.created'));
      // product-rules §3.2: a new account goes to the profile set-up, 100 ms after sign-in.
      window.setTimeout(() => navigate('/profile?newUser=true', { replace: true }), NEW_USER_REDIRECT_DELAY_MS);
    } catch {
      toast.success(t('signupVerification.createdSignIn'));
      navigate('/auth', { replace: true, state: { identifier: username } });
    }
  };

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
