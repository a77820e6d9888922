import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { useCountdown } from '../hooks/use-countdown';

/** "Resend code", disabled with a countdown until `until` (epoch ms). Remount it (key) for a new deadline. */
export function ResendCodeButton({ until, disabled, onResend }: { until: number | null; disabled: boolean; onResend: () => void }) {
  const { t } = useTranslation('profile');
  const seconds = useCountdown(until);
  return (
    <Button variant="ghost" disabled={disabled || seconds > 0} onClick={onResend} data-testid="email-change-resend">
      {seconds > 0 ? t('account.email.resendIn', { seconds }) : t('account.email.resend')}
    </Button>
  );
}
