import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MailCheck } from 'lucide-react';
import { useAuth } from '@/features/auth';

/** The account's email and a link to verify it (the link closes the dialog first). */
export function AccountEmailRow({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('profile');
  const { user } = useAuth();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-surface px-4 py-3">
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('account.emailLabel')}</p>
        <p className="truncate text-sm font-semibold" data-testid="account-email">
          {user?.email ?? t('account.noEmail')}
        </p>
      </div>
      <Link
        to="/email-verification"
        onClick={onNavigate}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        data-testid="account-verify-email"
      >
        <MailCheck className="size-4" aria-hidden="true" />
        {t('account.verifyEmail')}
      </Link>
    </div>
  );
}
