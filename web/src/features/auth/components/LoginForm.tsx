import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { signInErrorMessage } from '../auth-errors';
import { focusFirstInvalid } from '../focus';
import { useAuth } from '../hooks/auth-context';
import { SubmitButton } from './SubmitButton';
import { PasswordField, TextField } from './TextField';

interface Errors {
  identifier?: string;
  password?: string;
}

/**
 * Sign-in with an email or a username (an identifier without '@'). Cognito resolves either, so
 * there is no look-up endpoint. On success the session updates and the /auth guard moves the user
 * on (a new account to the profile set-up, anyone else to /home).
 */
export function LoginForm({ initialIdentifier = '' }: { initialIdentifier?: string }) {
  const { t } = useTranslation('auth');
  const { signIn } = useAuth();
  const formRef = useRef<HTMLFormElement>(null);
  const [identifier, setIdentifier] = useState(initialIdentifier);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = {
      identifier: identifier.trim() ? undefined : t('login.errors.identifierRequired'),
      password: password ? undefined : t('login.errors.passwordRequired'),
    };
    setErrors(next);
    if (next.identifier || next.password) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    try {
      await signIn(identifier, password);
    } catch (error) {
      toast.error(signInErrorMessage(t, error, identifier.trim()));
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5" data-testid="login-form">
      <TextField
        label={t('login.identifier')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('login.identifierPlaceholder')}
        value={identifier}
        onChange={(e) => setIdentifier(e.target.value)}
        error={errors.identifier}
        testId="login-identifier"
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        testId="login-password"
        labelAside={
          <Link to="/reset-password" className="text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline" data-testid="forgot-password-link">
            {t('login.forgotPassword')}
          </Link>
        }
      />
      <SubmitButton busy={busy} busyLabel={t('login.submitting')} data-testid="login-submit">
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
