import { ShieldCheck } from 'lucide-react';
import { requestSecurityCode, verifySecurityCode } from '../api/auth-api';
import { CodeStepPage, type CodeStep } from './CodeStepPage';

const step: CodeStep = {
  purpose: 'security',
  copy: 'otpVerification',
  icon: ShieldCheck,
  verify: verifySecurityCode,
  resend: requestSecurityCode,
  next: '/change-password',
};

/** /otp-verification?email=: the security code, then /change-password?email=&token=. */
export default function OtpVerificationPage() {
  return <CodeStepPage step={step} />;
}
