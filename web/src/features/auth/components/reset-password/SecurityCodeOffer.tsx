import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { SubmitButton } from '../SubmitButton';
import type { Flow } from './use-reset-code-request';

/** "Use a security code instead": starts the security flow for the same address. */
export function SecurityCodeOffer({ busy, onSend }: { busy: Flow | null; onSend: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <div className="mt-6 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200/70">
      <p className="flex items-center gap-2 text-sm font-semibold text-ink">
        <ShieldCheck className="size-4 text-brand-700" aria-hidden="true" />
        {t('resetPassword.securityTitle')}
      </p>
      <p className="mt-1 text-sm leading-relaxed text-muted">{t('resetPassword.securityBody')}</p>
      <SubmitButton
        type="button"
        variant="outline"
        size="md"
        className="mt-3"
        busy={busy === 'security'}
        disabled={busy !== null}
        busyLabel={t('resetPassword.securitySending')}
        onClick={onSend}
        data-testid="security-code-submit"
      >
        {t('resetPassword.securityAction')}
      </SubmitButton>
    </div>
  );
}
