import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2, MailCheck } from 'lucide-react';
import { emailSchema } from '@shared/api/auth';
import { CODE_LENGTH, CODE_RESEND_SECONDS, CODE_TTL_SECONDS } from '@shared/domain/codes';
import { Button } from '@/components/ui/Button';
import { inputClass } from '@/components/ui/input-styles';
import { ApiError } from '@/lib/api-client';
import { requestEmailChangeCode, verifyEmailChange } from '../api/account-api';
import { apiErrorMessage, isSessionError } from '../api-errors';
import { FieldError, TextField } from './fields';
import { ResendCodeButton } from './ResendCodeButton';

const CODE_DIGITS = CODE_LENGTH.emailChange;

const SEND_ERRORS: Record<string, string> = {
  SAME_EMAIL: 'account.email.errors.different',
  RESEND_TOO_SOON: 'account.email.errors.resendTooSoon',
  HOURLY_CODE_LIMIT: 'account.email.errors.hourlyLimit',
};
const VERIFY_ERRORS: Record<string, string> = {
  INVALID_CODE: 'account.email.errors.invalidCode',
  TOO_MANY_ATTEMPTS: 'account.email.errors.tooManyAttempts',
  SAME_EMAIL: 'account.email.errors.different',
};

interface Props {
  currentEmail: string | null;
  /** The email changed: the parent shows the toast and signs the user out. */
  onChanged: (newEmail: string) => void;
  onSessionLost: () => void;
}

/** New address → Send code → 6-digit code → Verify (product-rules §13.6, /profile). */
export function EmailChangeForm({ currentEmail, onChanged, onSessionLost }: Props) {
  const { t } = useTranslation('profile');
  const [newEmail, setNewEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);

  const send = async (address: string) => {
    const trimmed = address.trim();
    if (trimmed === '') return setEmailError(t('account.email.errors.required'));
    if (currentEmail && trimmed.toLowerCase() === currentEmail.trim().toLowerCase()) return setEmailError(t('account.email.errors.different'));
    const parsed = emailSchema.safeParse(trimmed);
    if (!parsed.success) return setEmailError(t('account.email.errors.invalid'));
    setEmailError(null);
    setCodeError(null);
    setBusy('send');
    try {
      const sent = await requestEmailChangeCode({ newEmail: parsed.data });
      setSentTo(parsed.data);
      setCode('');
      setResendAt(Date.now() + sent.resendAfterSeconds * 1000);
    } catch (error) {
      if (isSessionError(error)) return onSessionLost();
      if (error instanceof ApiError && error.code === 'RESEND_TOO_SOON') {
        setResendAt(Date.now() + CODE_RESEND_SECONDS * 1000);
        // A code for this address went out moments ago (dialog closed and reopened): it still works.
        if (!sentTo) {
          setSentTo(parsed.data);
          setCode('');
          return;
        }
      }
      const message = apiErrorMessage(t, error, SEND_ERRORS, 'account.email.errors.sendFailed');
      if (sentTo) setCodeError(message);
      else setEmailError(message);
    } finally {
      setBusy(null);
    }
  };

  const verify = async () => {
    const otp = code.trim();
    if (!new RegExp(`^\\d{${CODE_DIGITS}}$`).test(otp)) return setCodeError(t('account.email.errors.code'));
    if (!sentTo) return;
    setCodeError(null);
    setBusy('verify');
    try {
      await verifyEmailChange({ newEmail: sentTo, otp });
      onChanged(sentTo);
    } catch (error) {
      if (isSessionError(error)) return onSessionLost();
      setCodeError(apiErrorMessage(t, error, VERIFY_ERRORS, 'account.email.errors.verifyFailed'));
      setBusy(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void (sentTo ? verify() : send(newEmail));
  };

  if (!sentTo) {
    return (
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="email-change-form">
        <TextField
          label={t('account.email.newLabel')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={newEmail}
          onChange={(event) => {
            setNewEmail(event.target.value);
            setEmailError(null);
          }}
          placeholder={t('account.email.newPlaceholder')}
          hint={t('account.email.newHint')}
          error={emailError}
          errorTestId="email-change-error"
          data-testid="email-change-new"
        />
        <Button type="submit" disabled={busy !== null} data-testid="email-change-send" className="w-full sm:w-auto sm:self-start">
          {busy === 'send' && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          {t(busy === 'send' ? 'account.email.sending' : 'account.email.send')}
        </Button>
      </form>
    );
  }

  const codeId = 'email-change-code';
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="email-change-verify-form">
      <div className="flex gap-3 rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <p>{t('account.email.codeSent', { email: sentTo, minutes: CODE_TTL_SECONDS / 60 })}</p>
      </div>
      <div>
        <label htmlFor={codeId} className="mb-1.5 block text-sm font-semibold">
          {t('account.email.codeLabel', { digits: CODE_DIGITS })}
        </label>
        <input
          id={codeId}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_DIGITS));
            setCodeError(null);
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_DIGITS}
          placeholder={'0'.repeat(CODE_DIGITS).replace(/0/g, '•')}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? `${codeId}-error` : undefined}
          data-testid="email-change-code"
          className={`${inputClass} max-w-56 text-center font-mono text-xl tracking-[0.5em] sm:text-xl`}
        />
        {codeError && (
          <FieldError id={`${codeId}-error`} testId="email-change-code-error">
            {codeError}
          </FieldError>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={busy !== null} data-testid="email-change-verify">
          {busy === 'verify' && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          {t(busy === 'verify' ? 'account.email.verifying' : 'account.email.verify')}
        </Button>
        {/* Keyed by the deadline so the countdown starts from the moment the code went out. */}
        <ResendCodeButton key={resendAt ?? 0} until={resendAt} disabled={busy !== null} onResend={() => void send(sentTo)} />
      </div>
      <button
        type="button"
        className="self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        onClick={() => {
          setSentTo(null);
          setCodeError(null);
        }}
      >
        {t('account.email.useDifferent')}
      </button>
    </form>
  );
}
