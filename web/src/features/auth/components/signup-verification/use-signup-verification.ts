import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { CODE_LENGTH } from '@shared/domain/codes';
import type { Language } from '@shared/i18n/languages';
import { verifySignupCode } from '../../api/auth-api';
import { apiErrorMessage } from '../../auth-errors';
import { focusFirstInvalid } from '../../focus';
import { useAuth } from '../../hooks/auth-context';
import { NEW_USER_REDIRECT_DELAY_MS } from '../../new-user';
import { forgetSignupPassword, signupPasswordFor } from '../../pending-signup';
import { MESSAGE_VALUES, passwordRuleProblem } from '../../validation';

export const SIGNUP_CODE_LENGTH = CODE_LENGTH.signup;

export interface PendingSignup {
  email: string;
  username: string;
  language: Language;
}

/** The code (and, after a reload, the password again) that creates the account, then signs it in. */
export function useSignupVerification({ email, username, language }: PendingSignup) {
  const { t } = useTranslation('auth');
  const formRef = useRef<HTMLFormElement>(null);
  // Remembered from the sign-up form; after a reload it is gone and the user types it again.
  const [remembered] = useState(() => signupPasswordFor(email));
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ code?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const signInCreated = useSignInCreatedAccount(email, username);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosenPassword = remembered ?? password;
    const passwordKey = remembered ? null : chosenPassword ? passwordRuleProblem(chosenPassword) : 'signupVerification.passwordRequired';
    const next = {
      code: code.length === SIGNUP_CODE_LENGTH ? undefined : t('signupVerification.codeInvalid'),
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
    await signInCreated(autoLogin, chosenPassword);
  };

  return { formRef, remembered, password, setPassword, code, setCode, errors, busy, submit };
}

/** After the account is created: signs in and goes to the profile set-up, or sends the user to sign in. */
function useSignInCreatedAccount(email: string, username: string) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { signIn } = useAuth();
  return async (autoLogin: boolean, chosenPassword: string) => {
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
}
