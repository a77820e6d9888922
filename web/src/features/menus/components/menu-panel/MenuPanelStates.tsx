import { useTranslation } from 'react-i18next';
import { RefreshCw, Sparkles, UtensilsCrossed } from 'lucide-react';
import type { GenerateMenuResponse } from '@shared/api/menus';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';

/** The title, the item count (and "cached") and Regenerate once items show. */
export function MenuPanelHeader({ menu, showItems, onRegenerate }: { menu: GenerateMenuResponse | null; showItems: boolean; onRegenerate: () => void }) {
  const { t } = useTranslation('menus');
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
          <UtensilsCrossed className="size-5 text-brand-700" aria-hidden="true" />
          {t('panel.title')}
        </h2>
        {showItems && (
          <p className="mt-1 text-sm text-muted" data-testid="menu-count">
            {t('panel.count', { n: menu?.menuItems.length ?? 0 })}
            {menu?.cached && <span data-testid="menu-cached"> · {t('panel.cached')}</span>}
          </p>
        )}
      </div>
      {showItems && (
        <Button variant="outline" size="sm" onClick={onRegenerate} data-testid="menu-regenerate">
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('panel.regenerate')}
        </Button>
      )}
    </div>
  );
}

export function MenuIdle({ onGenerate }: { onGenerate: () => void }) {
  const { t } = useTranslation('menus');
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-muted">{t('panel.intro')}</p>
      <Button onClick={onGenerate} data-testid="menu-generate">
        <Sparkles className="size-4" aria-hidden="true" />
        {t('panel.generate')}
      </Button>
    </div>
  );
}

export function MenuGenerating() {
  const { t } = useTranslation('menus');
  return (
    <div className="flex justify-center py-8" data-testid="menu-generating">
      <Spinner label={t('panel.generating')} showLabel />
    </div>
  );
}

export function MenuEmpty({ onTryAgain }: { onTryAgain: () => void }) {
  const { t } = useTranslation('menus');
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center" data-testid="menu-empty">
      <p className="text-base font-bold text-ink">{t('panel.emptyTitle')}</p>
      <p className="text-sm text-muted">{t('panel.emptyBody')}</p>
      <Button variant="outline" onClick={onTryAgain} data-testid="menu-try-again">
        <RefreshCw className="size-4" aria-hidden="true" />
        {t('panel.tryAgain')}
      </Button>
    </div>
  );
}
