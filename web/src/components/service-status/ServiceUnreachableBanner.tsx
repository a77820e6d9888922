import { useTranslation } from 'react-i18next';
import { RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { useServiceUnreachable } from './use-service-unreachable';

/**
 * Below the header while the service can't be reached (product-rules §3.5): what is shown may be out of
 * date, reads keep trying by themselves, and Try again asks now. Gone as soon as an answer comes.
 */
export function ServiceUnreachableBanner() {
  // No suspense: the banner sits outside the page's Suspense boundary.
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const { unreachable, tryAgain } = useServiceUnreachable();
  if (!unreachable || !ready) return null;
  return (
    <div role="status" className="border-b border-slate-300 bg-slate-100" data-testid="service-unreachable">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:px-6 lg:px-8">
        <WifiOff className="hidden size-5 shrink-0 text-slate-600 sm:block" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-sm text-ink">
          <span className="font-semibold">{t('unreachable.title')}</span> {t('unreachable.body')}
        </p>
        <Button size="sm" variant="outline" className="self-start sm:self-auto" onClick={tryAgain} data-testid="service-unreachable-retry">
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('unreachable.retry')}
        </Button>
      </div>
    </div>
  );
}
