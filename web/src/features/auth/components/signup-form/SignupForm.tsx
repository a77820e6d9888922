import { Trans, useTranslation } from 'react-i18next';
import { Globe } from 'lucide-react';
import { LANGUAGE_NAMES, type Language } from '@shared/i18n/languages';
import { MESSAGE_VALUES } from '../../validation';
import { SubmitButton } from '../SubmitButton';
import { PasswordField, TextField } from '../TextField';
import { Consent, LegalLink } from './Consent';
import { useSignupForm } from './use-signup-form';

/**
 * Sign-up: the server emails a 6-digit code (the password is not sent yet), then
 * /signup-verification?email=&username=&language= verifies it and creates the account. The
 * password waits in memory (pending-signup.ts), never in the URL.
 */
export function SignupForm({ initialEmail = '', initialUsername = '' }: { initialEmail?: string; initialUsername?: string }) {
  const { t, i18n } = useTranslation('auth');
  const { formRef, fields, set, errors, busy, complete, language, submit } = useSignupForm(initialEmail, initialUsername);
  const { username, email, password, confirmation, terms, privacy } = fields;
  const { setUsername, setEmail, setPassword, setConfirmation, setTerms, setPrivacy } = set;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="signup-form">
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
