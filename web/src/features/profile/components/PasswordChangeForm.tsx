import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { PASSWORD_CHANGE_WINDOW_SECONDS, PASSWORD_MIN_LENGTH, passwordProblem } from '@shared/domain/password-policy';
import { Button } from '@/components/ui/Button';
import { ApiError } from '@/lib/api-client';
import { changePassword } from '../api/account-api';
import { apiErrorMessage, isSessionError } from '../api-errors';
import { PasswordInput, TextField } from './fields';

type Field = 'current' | 'next' | 'confirm';
type Errors = Partial<Record<Field | 'form', string>>;

/** The spec's checks, in its order, as translation keys; the common-password rule is the shared one the server applies too. */
function validate(current: string, next: string, confirm: string): Partial<Record<Field, string>> {
  if (current === '') return { current: 'account.password.errors.currentRequired' };
  if (next !== confirm) return { confirm: 'account.password.errors.mismatch' };
  const problem = passwordProblem(next);
  if (problem?.code === 'PASSWORD_TOO_SHORT') return { next: 'account.password.errors.tooShort' };
  if (problem?.code === 'PASSWORD_TOO_COMMON') return { next: 'account.password.errors.tooCommon' };
  return {};
}

interface Props {
  onDone: () => void;
  onSessionLost: () => void;
}

/** Current password, new password and confirmation → POST /auth/password/change. */
export function PasswordChangeForm({ onDone, onSessionLost }: Props) {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors({});
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const [problem] = Object.entries(validate(values.current, values.next, values.confirm));
    if (problem) {
      setErrors({ [problem[0]]: t(problem[1], { min: PASSWORD_MIN_LENGTH }) });
      return;
    }
    setBusy(true);
    try {
      await changePassword({ currentPassword: values.current, newPassword: values.next });
      toast.success(t('account.password.success'));
      onDone();
    } catch (error) {
      if (isSessionError(error)) return onSessionLost();
      if (error instanceof ApiError && error.code === 'INCORRECT_PASSWORD') setErrors({ current: t('account.password.errors.incorrect') });
      // The attempts of this window are used up; the server says when it ends.
      else if (error instanceof ApiError && error.code === 'TOO_MANY_PASSWORD_ATTEMPTS') {
        const minutes = Math.ceil((error.retryAfterSeconds ?? PASSWORD_CHANGE_WINDOW_SECONDS) / 60);
        setErrors({ form: t('account.password.errors.tooManyAttempts', { count: minutes }) });
      }
      // The browser already refuses what the shared policy refuses; a server WEAK_PASSWORD is shown as sent.
      else if (error instanceof ApiError && error.code === 'WEAK_PASSWORD') setErrors({ next: error.message });
      else setErrors({ form: apiErrorMessage(t, error, {}, 'account.password.errors.failed') });
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={set(name)}
      autoComplete={autoComplete}
      hint={hint}
      error={errors[name]}
      errorTestId={`password-change-${name}-error`}
      data-testid={`password-change-${name}`}
      render={(props) => <PasswordInput {...props} />}
    />
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4" data-testid="password-change-form">
      {field('current', t('account.password.current'), 'current-password')}
      {field('next', t('account.password.new'), 'new-password', t('account.password.hint', { min: PASSWORD_MIN_LENGTH }))}
      {field('confirm', t('account.password.confirm'), 'new-password')}
      {errors.form && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800" data-testid="password-change-form-error">
          {errors.form}
        </p>
      )}
      <Button type="submit" disabled={busy} className="w-full sm:w-auto sm:self-start" data-testid="password-change-submit">
        {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
        {t(busy ? 'account.password.updating' : 'account.password.update')}
      </Button>
    </form>
  );
}
