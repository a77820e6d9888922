import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2 } from 'lucide-react';
import { Container } from '@/components/ui/Container';
import { takeAccountDeleted } from '@/lib/account-deleted-notice';

/** Once, after the account was deleted (product-rules §14.2): says so on the welcome page. */
export function AccountDeletedNotice() {
  const { t } = useTranslation('landing');
  const [shown] = useState(takeAccountDeleted);
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
