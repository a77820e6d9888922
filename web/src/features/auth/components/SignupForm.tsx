import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { Globe } from 'lucide-react';
import { toast } from 'sonner';
import { emailSchema } from '@shared/api/auth';
import { FALLBACK_LANGUAGE, LANGUAGE_NAMES, normalizeLanguage, type Language } from '@shared/i18n/languages';
import { ApiError } from '@/lib/api-client';
import { requestSignupCode } from '../api/auth-api';
import { apiErrorMessage, isApiError } from '../auth-errors';
import { noteCodeSent } from '../code-sends';
import { focusFirstInvalid } from '../focus';
import { keepSignupPassword } from '../pending-signup';
import { emailProblem, MESSAGE_VALUES, passwordRuleProblem, usernameProblem } from '../validation';
import { SubmitButton } from './SubmitButton';
import { FieldError, PasswordField, TextField } from './TextField';

type Field = 'username' | 'email' | 'password' | 'confirmation' | 'terms' | 'privacy';
type Errors = Partial<Record<Field, string>>;

/**
 * Sign-up: the server emails a 6-digit code (the password is not sent yet), then
 * /signup-verification?email=&username=&language= verifies it and creates the account. The
 * password waits in memory (pending-signup.ts), never in the URL.
 */
export function SignupForm({ initialEmail = '', initialUsername = '' }: { initialEmail?: string; initialUsername?: string }) {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [username, setUsername] = useState(initialUsername);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const language = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? FALLBACK_LANGUAGE;

  // Spec: submit stays disabled until the four fields are filled and both boxes are ticked.
  const complete = username !== '' && email !== '' && password !== '' && confirmation !== '' && terms && privacy;

  const validate = (): Errors => {
    const problems: Errors = {};
    const usernameKey = usernameProblem(username);
    if (usernameKey) problems.username = t(usernameKey, MESSAGE_VALUES);
    const emailKey = emailProblem(email);
    if (emailKey) problems.email = t(emailKey, MESSAGE_VALUES);
    const passwordKey = passwordRuleProblem(password);
    if (passwordKey) problems.password = t(passwordKey, MESSAGE_VALUES);
    if (password !== confirmation) problems.confirmation = t('validation.passwordsMismatch');
    if (!terms) problems.terms = t('signup.errors.termsRequired');
    if (!privacy) problems.privacy = t('signup.errors.privacyRequired');
    return problems;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validate();
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const address = emailSchema.parse(email);
    const name = username.trim();
    const goVerify = () => {
      keepSignupPassword(address, password);
      navigate(`/signup-verification?${new URLSearchParams({ email: address, username: name, language })}`);
    };
    setBusy(true);
    try {
      const answer = await requestSignupCode({ email: address, username: name, language });
      noteCodeSent('signup', address, answer.resendAfterSeconds);
      toast.success(t('signup.codeSent'));
      goVerify();
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.code === 'RESEND_TOO_SOON') {
        // A code went to this address moments ago and is still valid: go and enter it.
        noteCodeSent('signup', address, error.retryAfterSeconds);
        toast.info(t('signup.codeAlreadySent'));
        goVerify();
        return;
      }
      if (isApiError(error, 'USERNAME_TAKEN')) {
        setErrors({ username: t('errors.usernameTaken') });
        focusFirstInvalid(formRef.current);
      }
      toast.error(
        apiErrorMessage(t, error, { codes: { USERNAME_TAKEN: 'signup.errors.taken' }, rejected: 'signup.errors.taken', failed: 'signup.errors.failed' }),
      );
    }
  };

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5" data-testid="signup-form">
      <TextField
        label={t('signup.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={30}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={errors.username}
        hint={t('signup.usernameHint', MESSAGE_VALUES)}
        testId="signup-username"
      />
      <TextField
        label={t('signup.email')}
        type="email"
        name="email"
        autoComplete="email"
        placeholder={t('fields.emailPlaceholder')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        testId="signup-email"
      />
      <PasswordField
        label={t('signup.password')}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint={t('signup.passwordHint', MESSAGE_VALUES)}
        testId="signup-password"
      />
      <PasswordField
        label={t('signup.confirmPassword')}
        name="confirm-password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        error={errors.confirmation}
        testId="signup-confirm-password"
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{t('signup.consentLegend')}</legend>
        <Consent checked={terms} onChange={setTerms} error={errors.terms} testId="signup-accept-terms">
          <Trans t={t} i18nKey="signup.acceptTerms" components={{ doc: <LegalLink to="/terms-of-service" /> }} />
        </Consent>
        <Consent checked={privacy} onChange={setPrivacy} error={errors.privacy} testId="signup-accept-privacy">
          <Trans t={t} i18nKey="signup.acceptPrivacy" components={{ doc: <LegalLink to="/privacy-policy" /> }} />
        </Consent>
      </fieldset>
      <p className="flex items-start gap-2 text-xs leading-relaxed text-muted" data-testid="signup-language">
        <Globe className="mt-px size-3.5 shrink-0 text-brand-700" aria-hidden="true" />
        {t('signup.languageNote', { language: languageName(language, i18n.resolvedLanguage ?? language) })}
      </p>
      <SubmitButton busy={busy} busyLabel={t('signup.submitting')} disabled={!complete} data-testid="signup-submit">
        {t('signup.submit')}
      </SubmitButton>
    </form>
  );
}

/** The language's name as the reader says it ("español" inside a Spanish sentence), or its own name. */
function languageName(language: Language, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(language) ?? LANGUAGE_NAMES[language];
  } catch {
    return LANGUAGE_NAMES[language];
  }
}

/** Opens the legal text in a new tab, so the half-filled form stays as it is. */
function LegalLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link to={to} target="_blank" rel="noopener" className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-800">
      {children}
    </Link>
  );
}

interface ConsentProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  testId: string;
  children: ReactNode;
}

function Consent({ checked, onChange, error, testId, children }: ConsentProps) {
  return (
    <div>
      <label className="flex cursor-pointer items-start gap-3 text-sm leading-snug text-slate-700">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          data-testid={testId}
          className="mt-0.5 size-4.5 shrink-0 cursor-pointer rounded accent-brand-700"
        />
        <span>{children}</span>
      </label>
      {error && <FieldError>{error}</FieldError>}
    </div>
  );
}
