import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2, MailCheck } from 'lucide-react';
import { CODE_LENGTH, CODE_TTL_SECONDS } from '@shared/domain/codes';
import { Button } from '@/components/ui/Button';
import { inputClass } from '@/components/ui/input-styles';
import { type useEmailChange } from '../hooks/use-email-change';
import { FieldError, TextField } from './fields';
import { ResendCodeButton } from './ResendCodeButton';

const CODE_DIGITS = CODE_LENGTH.emailChange;

interface StepProps {
  change: ReturnType<typeof useEmailChange>;
  onSubmit: (event: FormEvent) => void;
}

/** Step 1: the new address and Send code. */
export function EmailAddressStep({ change, onSubmit }: StepProps) {
  const { t } = useTranslation('profile');
  const { newEmail, setNewEmail, emailError, setEmailError, busy } = change;
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

/** Step 2: the code that went to `sentTo`, Verify, Resend, or back to another address. */
export function EmailCodeStep({ change, sentTo, onSubmit }: StepProps & { sentTo: string }) {
  const { t } = useTranslation('profile');
  const { setSentTo, code, setCode, codeError, setCodeError, busy, resendAt, send } = change;
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
