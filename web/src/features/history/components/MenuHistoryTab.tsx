import { useTranslation } from 'react-i18next';
import { UtensilsCrossed } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { EmptyState } from '@/features/search';

/**
 * Menu History (spec 001): menus generated in the last day. Menu generation arrives with the next
 * issue; until then nobody has a menu, so the tab shows its empty state.
 */
export function MenuHistoryTab() {
  const { t } = useTranslation('history');
  return (
    <EmptyState
      icon={UtensilsCrossed}
      title={t('menus.emptyTitle')}
      body={t('menus.emptyBody')}
      testId="history-menus-empty"
      action={<ButtonLink to="/search-results">{t('findRestaurants')}</ButtonLink>}
    />
  );
}
