import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ScanSearch } from 'lucide-react';
import type { GenerateMenuResponse } from '@shared/api/menus';
import { menuAnalysisHref, menuAnalysisState, withoutMe } from '../../menu-data';
import { MenuEstimateNote } from '../MenuEstimateNote';
import { MenuItemCard } from '../MenuItemCard';

/**
 * The generated items, labelled an estimate, with the link to their /scrape-menu analysis, which
 * gets the lists the items were checked with in its navigation state (never in its URL).
 */
export function MenuItems({ menu, location }: { menu: GenerateMenuResponse; location?: string }) {
  const { t } = useTranslation('menus');
  const items = menu.menuItems;
  return (
    <>
      <MenuEstimateNote source={menu.source} location={menu.location || location} cuisineKnown={menu.cuisineKnown} aiBudgetReached={menu.aiBudgetReached === true} />
      <ul className="grid gap-3 md:grid-cols-2" data-testid="menu-items">
        {items.map((item, i) => (
          <MenuItemCard key={`${i}-${item.menu_item}`} item={item} own={!withoutMe(menu)} />
        ))}
      </ul>
      <Link
        to={menuAnalysisHref(menu.restaurantName, items, menu.restaurantId)}
        state={menuAnalysisState(menu)}
        className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-800 hover:underline"
        data-testid="menu-analysis-link"
      >
        <ScanSearch className="size-4" aria-hidden="true" />
        {t('panel.analyze')}
      </Link>
    </>
  );
}
