import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2 } from 'lucide-react';
import { Container } from '@/components/ui/Container';
import { accountDeletedThisLoad } from '@/lib/account-deleted-notice';

/** After the account was deleted (product-rules §14.2): the welcome page says so (for that page load). */
export function AccountDeletedNotice() {
  const { t } = useTranslation('landing');
  const [shown] = useState(accountDeletedThisLoad);
  if (!shown) return null;
  return (
    <Container className="pt-6">
      <div role="status" className="flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900" data-testid="account-deleted-notice">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>{t('accountDeleted')}</p>
      </div>
    </Container>
  );
}
