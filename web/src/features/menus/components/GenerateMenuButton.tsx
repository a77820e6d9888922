import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Loader2, Sparkles } from 'lucide-react';
import { PLAN_LIMITS } from '@shared/domain/plans';
import { useSubscription, useUsage } from '@/features/subscription';
import { generationFailure, outOfScrapes, scrapeUpgradeTier } from '../generation-outcome';
import type { MenuNavState } from '../menu-nav-state';
import { useGenerateMenu } from '../hooks/use-generate-menu';

// One toast per outcome: sonner merges a toast shown under a live id into the old one, so a shared id
// let one outcome's description bleed into the next ("limit reached… Generated 11 menu items").
const TOAST_IDS = { limit: 'card-menu-limit', failed: 'card-menu-failed', success: 'card-menu-success' } as const;

export interface GenerateMenuButtonProps {
  restaurantId: string;
  restaurantName: string;
  /** A menu from the last day exists: the server returns it without using a scrape. */
  menuReady: boolean;
  /** The search the card belongs to: the menu is scanned with its lists (product-rules §10.1). */
  searchId?: string;
  /** The state the detail page gets beside the menu (the results and preferences), read when it opens. */
  navState?: () => Record<string, unknown>;
  label: string;
  className: string;
}

/**
 * The card's Generate Menu (product-rules §8.1, menu generation): Generating... while it runs, then the
 * detail page with the menu in its navigation state; a user out of scrapes (today's usage at the
 * limit, or the server's 429) goes to /pricing with the scrape-limit toast; other failures toast
 * Menu Generation Failed with the reason.
 */
export function GenerateMenuButton({ restaurantId, restaurantName, menuReady, searchId, navState, label, className }: GenerateMenuButtonProps) {
  const { t } = useTranslation('menus');
  const navigate = useNavigate();
  const usage = useUsage();
  const { tier } = useSubscription();
  const { mutate, isPending } = useGenerateMenu();

  const sendToPricing = () => {
    const limit = usage?.scrapes.limit ?? PLAN_LIMITS[tier ?? 'free'].dailyRestaurantScrapes;
    toast.error(t(scrapeUpgradeTier(limit) === 'pro' ? 'card.limitPro' : 'card.limitPremium', { n: limit }), { id: TOAST_IDS.limit });
    navigate('/pricing');
  };

  const onClick = () => {
    if (isPending) return;
    // A ready menu costs no scrape, so only a new one is refused up front.
    if (!menuReady && outOfScrapes(usage?.scrapes)) {
      sendToPricing();
      return;
    }
    mutate(
      { restaurantId, searchId },
      {
        onSuccess: (menu) => {
          // Nothing generated (the scrape was given back): a failure, with nothing to show.
          if (menu.menuItems.length === 0) {
            toast.error(t('card.failedTitle'), { id: TOAST_IDS.failed, description: t('panel.emptyBody') });
            return;
          }
          toast.success(t('card.successTitle'), { id: TOAST_IDS.success, description: t('card.successBody', { n: menu.menuItems.length, name: menu.restaurantName }) });
          const state: MenuNavState = {
            ...navState?.(),
            generatedMenu: menu,
            restaurantName: menu.restaurantName || restaurantName,
            location: menu.location,
            cached: menu.cached,
          };
          navigate(`/restaurant/${encodeURIComponent(restaurantId)}`, { state });
        },
        onError: (error) => {
          const failure = generationFailure(error);
          if (failure.kind === 'limit') return sendToPricing();
          const description =
            failure.kind === 'refused' ? failure.message : failure.kind === 'failed' ? t('toast.failed') : t('card.failedBody');
          toast.error(t('card.failedTitle'), { id: TOAST_IDS.failed, description });
        },
      },
    );
  };

  return (
    <button type="button" className={className} onClick={onClick} aria-busy={isPending} data-testid="card-menu" data-state={isPending ? 'generating' : 'idle'}>
      {isPending ? (
        <Loader2 className="size-3.5 shrink-0 animate-spin text-brand-700" aria-hidden="true" />
      ) : (
        <Sparkles className="size-3.5 shrink-0 text-brand-700" aria-hidden="true" />
      )}
      <span className="whitespace-nowrap">{isPending ? t('card.generating') : label}</span>
    </button>
  );
}
