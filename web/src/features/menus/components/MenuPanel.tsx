import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { RefreshCw, ScanSearch, Sparkles, UtensilsCrossed } from 'lucide-react';
import type { GenerateMenuResponse } from '@shared/api/menus';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { generationFailure } from '../generation-outcome';
import { menuAnalysisHref } from '../menu-data';
import { readGeneratedMenu } from '../menu-nav-state';
import { useGenerateMenu } from '../hooks/use-generate-menu';
import { MenuEstimateNote } from './MenuEstimateNote';
import { MenuItemCard } from './MenuItemCard';

const TOAST_ID = 'menu-generate';

export interface MenuPanelProps {
  restaurantId: string;
  restaurantName: string;
  /** The address shown under the title; the server's own location wins once a menu is loaded. */
  location?: string;
  /** From the navigation state: start generating as soon as the panel shows (product-rules §8.1). */
  shouldScrape?: boolean;
  /** The navigation state's `generatedMenu` as received; checked here, ignored unless it is this restaurant's. */
  generatedMenu?: unknown;
}

/**
 * The detail page's AI menu (product-rules §8.1, menu generation): idle (Generate Menu), generating (a
 * spinner), then the items, or the empty state with Try Again; Regenerate once items exist. The
 * menu is labelled an AI estimate (an offline one when the embedded knowledge base made it) and
 * links to the /scrape-menu analysis.
 */
export function MenuPanel(props: MenuPanelProps) {
  // A new restaurant starts a new panel: no menu, generation state or auto-start carries over.
  return <MenuPanelFor key={props.restaurantId} {...props} />;
}

function MenuPanelFor({ restaurantId, restaurantName, location, shouldScrape, generatedMenu }: MenuPanelProps) {
  const { t } = useTranslation('menus');
  const navigate = useNavigate();
  const [menu, setMenu] = useState<GenerateMenuResponse | null>(() => readGeneratedMenu(generatedMenu, restaurantId));
  const [failed, setFailed] = useState(false);
  const { mutate, isPending } = useGenerateMenu();

  const generate = (regenerate: boolean) =>
    mutate(
      { restaurantId, regenerate },
      {
        onSuccess: (answer) => {
          setMenu(answer);
          setFailed(false);
          if (answer.menuItems.length > 0) toast.success(t('toast.success', { n: answer.menuItems.length }), { id: TOAST_ID });
        },
        onError: (error) => {
          const failure = generationFailure(error);
          if (failure.kind === 'limit') {
            toast.error(t('toast.limit'), { id: TOAST_ID, action: { label: t('toast.seePlans'), onClick: () => navigate('/pricing') } });
            return;
          }
          setFailed(true);
          toast.error(failure.kind === 'refused' ? failure.message : t('toast.failed'), { id: TOAST_ID });
        },
      },
    );

  // Auto-start once (also under StrictMode's double effects) when asked to and no menu came along.
  const started = useRef(false);
  useEffect(() => {
    if (!shouldScrape || started.current || menu) return;
    started.current = true;
    generate(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per panel
  }, []);

  const items = menu?.menuItems ?? [];
  const name = menu?.restaurantName ?? restaurantName;
  const view = isPending ? 'generating' : items.length > 0 ? 'items' : menu || failed ? 'empty' : 'idle';

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6" data-testid="menu-panel" data-state={view}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
            <UtensilsCrossed className="size-5 text-brand-700" aria-hidden="true" />
            {t('panel.title')}
          </h2>
          {view === 'items' && (
            <p className="mt-1 text-sm text-muted" data-testid="menu-count">
              {t('panel.count', { n: items.length })}
              {menu?.cached && <span data-testid="menu-cached"> · {t('panel.cached')}</span>}
            </p>
          )}
        </div>
        {view === 'items' && (
          <Button variant="outline" size="sm" onClick={() => generate(true)} data-testid="menu-regenerate">
            <RefreshCw className="size-4" aria-hidden="true" />
            {t('panel.regenerate')}
          </Button>
        )}
      </div>

      {view === 'idle' && (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-muted">{t('panel.intro')}</p>
          <Button onClick={() => generate(false)} data-testid="menu-generate">
            <Sparkles className="size-4" aria-hidden="true" />
            {t('panel.generate')}
          </Button>
        </div>
      )}

      {view === 'generating' && (
        <div className="flex justify-center py-8" data-testid="menu-generating">
          <Spinner label={t('panel.generating')} showLabel />
        </div>
      )}

      {view === 'empty' && (
        <div className="flex flex-col items-center gap-3 py-6 text-center" data-testid="menu-empty">
          <p className="text-base font-bold text-ink">{t('panel.emptyTitle')}</p>
          <p className="text-sm text-muted">{t('panel.emptyBody')}</p>
          <Button variant="outline" onClick={() => generate(false)} data-testid="menu-try-again">
            <RefreshCw className="size-4" aria-hidden="true" />
            {t('panel.tryAgain')}
          </Button>
        </div>
      )}

      {view === 'items' && menu && (
        <>
          <MenuEstimateNote source={menu.source} location={menu.location || location} />
          <ul className="grid gap-3 md:grid-cols-2" data-testid="menu-items">
            {items.map((item, i) => (
              <MenuItemCard key={`${i}-${item.menu_item}`} item={item} />
            ))}
          </ul>
          <Link
            to={menuAnalysisHref(name, items)}
            className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-800 hover:underline"
            data-testid="menu-analysis-link"
          >
            <ScanSearch className="size-4" aria-hidden="true" />
            {t('panel.analyze')}
          </Link>
        </>
      )}
    </Card>
  );
}
