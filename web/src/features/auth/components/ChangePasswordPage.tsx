import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { completeSecurityReset } from '../api/auth-api';
import { PasswordStepPage, type PasswordStep } from './PasswordStepPage';

/** /change-password?email=&token=: the end of the security flow; the user then signs in at /auth. */
export default function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();

  const step: PasswordStep = {
    copy: 'changePassword',
    tooShortKey: 'validation.passwordTooShortLong',
    complete: completeSecurityReset,
    onDone: async (email) => {
      toast.success(t('changePassword.success'));
      navigate('/auth', { replace: true, state: { identifier: email } });
    },
  };
  return <PasswordStepPage step={step} />;
}
