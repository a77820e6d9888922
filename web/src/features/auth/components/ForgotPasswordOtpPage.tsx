import { KeyRound } from 'lucide-react';
import { requestPasswordResetCode, verifyPasswordResetCode } from '../api/auth-api';
import { CodeStepPage, type CodeStep } from './CodeStepPage';

const step: CodeStep = {
  purpose: 'reset',
  copy: 'forgotPasswordOtp',
  icon: KeyRound,
  verify: verifyPasswordResetCode,
  resend: requestPasswordResetCode,
  next: '/new-password',
};

/** /forgot-password-otp?email=: the reset code, then /new-password?email=&token=. */
export default function ForgotPasswordOtpPage() {
  return <CodeStepPage step={step} />;
}
