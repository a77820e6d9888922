import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { emailSchema } from '@shared/api/auth';
import { FALLBACK_LANGUAGE, normalizeLanguage, type Language } from '@shared/i18n/languages';
import { ApiError } from '@/lib/api-client';
import { requestSignupCode } from '../../api/auth-api';
import { apiErrorMessage, isApiError } from '../../auth-errors';
import { noteCodeSent } from '../../code-sends';
import { focusFirstInvalid } from '../../focus';
import { keepSignupPassword } from '../../pending-signup';
import { emailProblem, MESSAGE_VALUES, passwordRuleProblem, usernameProblem } from '../../validation';

type Field = 'username' | 'email' | 'password' | 'confirmation' | 'terms' | 'privacy';
export type SignupErrors = Partial<Record<Field, string>>;

/** The sign-up form's fields, what the reader still has to fix, and its submit. */
export function useSignupForm(initialEmail: string, initialUsername: string) {
  const { t, i18n } = useTranslation('auth');
  const formRef = useRef<HTMLFormElement>(null);
  const [username, setUsername] = useState(initialUsername);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [errors, setErrors] = useState<SignupErrors>({});
  const language = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? FALLBACK_LANGUAGE;

  // Spec: submit stays disabled until the four fields are filled and both boxes are ticked.
  const complete = username !== '' && email !== '' && password !== '' && confirmation !== '' && terms && privacy;

  const validate = (): SignupErrors => {
    const problems: SignupErrors = {};
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

  const { busy, send } = useSignupCodeRequest(formRef, setErrors);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validate();
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    void send({ address: emailSchema.parse(email), name: username.trim(), password, language });
  };

  return {
    formRef,
    fields: { username, email, password, confirmation, terms, privacy },
    set: { setUsername, setEmail, setPassword, setConfirmation, setTerms, setPrivacy },
    errors,
    busy,
    complete,
    language,
    submit,
  };
}

interface SignupRequest {
  address: string;
  name: string;
  password: string;
  language: Language;
}

/** Asks the server to email the code, then goes on to enter it (also when one was sent moments ago). */
function useSignupCodeRequest(formRef: RefObject<HTMLFormElement | null>, setErrors: (errors: SignupErrors) => void) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const send = async ({ address, name, password, language }: SignupRequest) => {
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

  return { busy, send };
}
