import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '@shared/api/auth';
import { CODE_LENGTH, CODE_RESEND_SECONDS } from '@shared/domain/codes';
import { ApiError } from '@/lib/api-client';
import { requestEmailChangeCode, verifyEmailChange } from '../api/account-api';
import { apiErrorMessage, isSessionError } from '../api-errors';

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

/**
 * The email change's two steps (product-rules §13.6): `send` checks the new address and asks for a code
 * (`sentTo` set), `verify` checks the code; a lost session goes to `onSessionLost`.
 */
export function useEmailChange(currentEmail: string | null, onChanged: (newEmail: string) => void, onSessionLost: () => void) {
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

  return { newEmail, setNewEmail, sentTo, setSentTo, code, setCode, emailError, setEmailError, codeError, setCodeError, busy, resendAt, send, verify };
}
