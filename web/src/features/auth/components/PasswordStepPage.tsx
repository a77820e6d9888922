import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { ArrowLeft, LockKeyhole } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { ResetCompleteRequest, SuccessResponse } from '@shared/api/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { apiErrorMessage, isApiError } from '../auth-errors';
import { focusFirstInvalid } from '../focus';
import { MESSAGE_VALUES, newPasswordProblem } from '../validation';
import { AuthCard, AuthFrame, EmailEmphasis } from './AuthFrame';
import { SubmitButton } from './SubmitButton';
import { PasswordField } from './TextField';

/** What differs between /new-password and /change-password. */
export interface PasswordStep {
  /** Key prefix in auth.json: `newPassword` or `changePassword`. */
  copy: string;
  /** The page's wording of the length rule (the spec has two). */
  tooShortKey: string;
  complete: (body: ResetCompleteRequest) => Promise<SuccessResponse>;
  /**
   * After the password is set: the reset flow signs in and goes to /, the security flow goes to
   * /auth. Owns its toasts and navigation.
   */
  onDone: (email: string, password: string) => Promise<void>;
}

/** `?email=&token=`, both required; otherwise back to /reset-password. */
export function PasswordStepPage({ step }: { step: PasswordStep }) {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim().toLowerCase() ?? '';
  const token = params.get('token') ?? '';
  if (!email || !token) return <Navigate to="/reset-password" replace />;
  return <PasswordStepForm key={`${email}:${token}`} step={step} email={email} token={token} />;
}

function PasswordStepForm({ step, email, token }: { step: PasswordStep; email: string; token: string }) {
  const { t } = useTranslation('auth');
  const { copy } = step;
  useDocumentTitle(t(`${copy}.pageTitle`));
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirmation, step.tooShortKey);
    setErrors(problem ? { [problem.field]: t(problem.key, MESSAGE_VALUES) } : {});
    if (problem) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    try {
      await step.complete({ email, resetToken: token, newPassword: password });
    } catch (error) {
      setBusy(false);
      if (isApiError(error, 'INVALID_RESET_TOKEN')) {
        // Tampered, expired or already used: the spec's message lives on /reset-password.
        navigate('/reset-password?error=invalid-token', { replace: true });
        return;
      }
      toast.error(apiErrorMessage(t, error, { rejected: `${copy}.failed`, failed: `${copy}.failed` }));
      return;
    }
    await step.onDone(email, password);
  };

  return (
    <AuthFrame testId={`${copy}-page`}>
      <AuthCard
        icon={LockKeyhole}
        title={t(`${copy}.title`)}
        description={<Trans t={t} i18nKey={`${copy}.subtitle`} values={{ email }} components={{ email: <EmailEmphasis /> }} />}
        footer={
          <Link to="/auth" className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:text-brand-800 hover:underline">
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('resetPassword.back')}
          </Link>
        }
      >
        <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5">
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
          <PasswordField
            label={t(`${copy}.newPassword`)}
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
            hint={t('fields.newPasswordHint', MESSAGE_VALUES)}
            autoFocus
            testId="new-password"
          />
          <PasswordField
            label={t(`${copy}.confirmPassword`)}
            name="confirm-password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            error={errors.confirmation}
            testId="confirm-password"
          />
          <SubmitButton busy={busy} busyLabel={t(`${copy}.submitting`)} data-testid="password-submit">
            {t(`${copy}.submit`)}
          </SubmitButton>
        </form>
      </AuthCard>
    </AuthFrame>
  );
}
