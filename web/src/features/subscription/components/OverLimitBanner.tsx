import { useTranslation } from 'react-i18next';
import { AlertTriangle, Bookmark } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { useOverLimit } from '../hooks/use-over-limit';

/**
 * The over-limit banner (product-rules §2.3, "Banner"): how many are saved, what the plan allows and
 * how many to remove, with Manage Saved leading to /saved-list. Shown on every page while over.
 */
export function OverLimitBanner() {
  // No suspense: the banner sits outside the page's Suspense boundary.
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const over = useOverLimit();
  if (!over || !ready) return null;
  return (
    <div role="alert" className="border-b border-amber-200 bg-amber-50" data-testid="over-limit-banner">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:px-6 lg:px-8">
        <AlertTriangle className="hidden size-5 shrink-0 text-amber-700 sm:block" aria-hidden="true" />
        <p className="flex-1 text-sm font-medium text-amber-900">{t('overLimit.banner', { saved: over.count, max: over.max, excess: over.excess })}</p>
        <ButtonLink to="/saved-list" size="sm" variant="primary" className="self-start sm:self-auto" data-testid="over-limit-manage">
          <Bookmark className="size-4" aria-hidden="true" />
          {t('overLimit.manageSaved')}
        </ButtonLink>
      </div>
    </div>
  );
}
