import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { completePasswordReset } from '../api/auth-api';
import { useAuth } from '../hooks/auth-context';
import { PasswordStepPage, type PasswordStep } from './PasswordStepPage';

/**
 * /new-password?email=&token=: sets the new password, then signs in with it and goes to /
 * (product-rules §13.4); if that sign-in fails, to /auth with the email filled in.
 */
export default function NewPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { signIn } = useAuth();

  const step: PasswordStep = {
    copy: 'newPassword',
    tooShortKey: 'validation.passwordTooShort',
    complete: completePasswordReset,
    onDone: async (email, password) => {
      try {
        await signIn(email, password);
        toast.success(t('newPassword.successSignedIn'));
        navigate('/', { replace: true });
      } catch {
        toast.success(t('newPassword.success'));
        navigate('/auth', { replace: true, state: { identifier: email } });
      }
    },
  };
  return <PasswordStepPage step={step} />;
}
