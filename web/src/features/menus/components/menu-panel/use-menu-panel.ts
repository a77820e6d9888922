import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { GenerateMenuResponse } from '@shared/api/menus';
import { generationFailure } from '../../generation-outcome';
import { readGeneratedMenu } from '../../menu-nav-state';
import { useGenerateMenu } from '../../hooks/use-generate-menu';

// One toast per outcome (a shared id merges one outcome's toast into another's: see GenerateMenuButton).
const TOAST_IDS = { success: 'menu-generate-success', limit: 'menu-generate-limit', failed: 'menu-generate-failed' } as const;

export type MenuPanelView = 'idle' | 'generating' | 'items' | 'empty';

interface Options {
  restaurantId: string;
  shouldScrape?: boolean;
  generatedMenu?: unknown;
  /** The search the page was opened from: the menu checks its lists (product-rules §10.1). */
  searchId?: string;
}

/** The panel's menu, what it shows (idle, generating, items, empty), and Generate/Regenerate with its toasts. */
export function useMenuPanel({ restaurantId, shouldScrape, generatedMenu, searchId }: Options) {
  const { t } = useTranslation('menus');
  const navigate = useNavigate();
  const [menu, setMenu] = useState<GenerateMenuResponse | null>(() => readGeneratedMenu(generatedMenu, restaurantId));
  const [failed, setFailed] = useState(false);
  const { mutate, isPending } = useGenerateMenu();

  const generate = (regenerate: boolean) =>
    mutate(
      { restaurantId, regenerate, searchId },
      {
        onSuccess: (answer) => {
          setMenu(answer);
          setFailed(false);
          if (answer.menuItems.length > 0) toast.success(t('toast.success', { n: answer.menuItems.length }), { id: TOAST_IDS.success });
        },
        onError: (error) => {
          const failure = generationFailure(error);
          if (failure.kind === 'limit') {
            toast.error(t('toast.limit'), { id: TOAST_IDS.limit, action: { label: t('toast.seePlans'), onClick: () => navigate('/pricing') } });
            return;
          }
          setFailed(true);
          toast.error(failure.kind === 'refused' ? failure.message : t('toast.failed'), { id: TOAST_IDS.failed });
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
  const view: MenuPanelView = isPending ? 'generating' : items.length > 0 ? 'items' : menu || failed ? 'empty' : 'idle';
  return { menu, view, generate };
}
