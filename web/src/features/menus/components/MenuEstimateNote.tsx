import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import type { MenuSource } from '@shared/api/menus';

/**
 * Every generated menu says what it is: an AI estimate, not the restaurant's menu; when the
 * embedded knowledge base made it, also that it is an offline estimate of the cuisine's dishes;
 * when nothing about the place names its cuisine, that its dishes are general ones (product-rules §8.1);
 * when the service's daily AI budget made it offline, that too (product-rules §2.7).
 */
export function MenuEstimateNote({
  source,
  location,
  cuisineKnown = true,
  aiBudgetReached = false,
}: {
  source: MenuSource;
  location?: string;
  cuisineKnown?: boolean;
  aiBudgetReached?: boolean;
}) {
  const { t } = useTranslation('menus');
  return (
    <div className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-xs leading-snug text-amber-950" data-testid="menu-estimate" data-source={source}>
      <Info className="mt-px size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{t('panel.estimateLabel')}</p>
        {cuisineKnown ? (
          source === 'embedded-knowledge-base' && <p data-testid="menu-offline">{t('panel.offlineEstimate')}</p>
        ) : (
          <p data-testid="menu-cuisine-unknown">{t('panel.cuisineUnknown')}</p>
        )}
        {aiBudgetReached && <p data-testid="menu-ai-budget-reached">{t('panel.aiBudgetReached')}</p>}
        {location && location !== 'Unknown location' && <p className="text-amber-900/80">{t('panel.location', { location })}</p>}
      </div>
    </div>
  );
}
