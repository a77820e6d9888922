import { useTranslation } from 'react-i18next';
import { Info, MapPin, UtensilsCrossed } from 'lucide-react';
import type { MenuHistoryItem } from '@shared/api/menus';
import { Card } from '@/components/ui/Card';
import { useWordList } from '@/lib/word-list';
import { useMenuHistory } from '../hooks/use-history';
import { DateTimeText } from './DateTimeText';
import { DayNotice } from './DayNotice';
import { HistoryList } from './HistoryList';

/**
 * Menu History (product-rules §9.1): the caller's menus generated in the last day, newest first. Each card:
 * restaurant name, location, date and time, how many items, and a scrollable list of the items with
 * their ingredients and calories (estimates), and, as on the menu page, that the dishes are general ones
 * when the place's cuisine was unknown. Load errors are silent: the empty state shows.
 */
export function MenuHistoryTab() {
  const { t } = useTranslation('history');
  return (
    <HistoryList
      query={useMenuHistory()}
      empty={{ icon: UtensilsCrossed, title: t('menus.emptyTitle'), body: t('menus.emptyBody'), testId: 'history-menus-empty', to: '/search-results' }}
      notice={<DayNotice keepable={false} />}
      listClassName="grid gap-4 lg:grid-cols-2"
    >
      {(menu) => <MenuCard menu={menu} />}
    </HistoryList>
  );
}

function MenuCard({ menu }: { menu: MenuHistoryItem }) {
  const { t } = useTranslation('history');
  // The menu page's own words (menus.json), so the note reads the same in both places.
  const { t: tMenus } = useTranslation('menus');
  // The spec's "ingredients joined by commas", with the interface language's comma (、 in Japanese).
  const { list } = useWordList();
  return (
    <Card className="flex h-full flex-col gap-3 p-4" data-testid="history-menu">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <p className="font-bold leading-snug text-ink" data-testid="history-menu-name">
            {menu.restaurant_name}
          </p>
          <p className="mt-0.5 flex items-start gap-1 text-xs text-muted">
            <MapPin className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            <span className="line-clamp-2">{menu.location}</span>
          </p>
        </div>
        <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800" data-testid="history-menu-count">
          {t('menus.itemCount', { count: menu.menu_items.length })}
        </span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <DateTimeText iso={menu.created_at} testId="history-menu-time" />
        <span className="text-[11px] font-semibold text-amber-800">{t(menu.source === 'openai' ? 'menus.estimate' : 'menus.offlineEstimate')}</span>
      </div>
      {menu.cuisine_known === false && (
        <p className="flex items-start gap-1.5 rounded-lg bg-amber-50 px-2.5 py-2 text-xs leading-snug text-amber-950" data-testid="menu-cuisine-unknown">
          <Info className="mt-px size-3.5 shrink-0 text-amber-700" aria-hidden="true" />
          <span>{tMenus('panel.cuisineUnknown')}</span>
        </p>
      )}
      <ul className="relative max-h-96 divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-100 bg-slate-50/60" tabIndex={0} aria-label={t('menus.itemsLabel', { name: menu.restaurant_name })} data-testid="history-menu-items">
        {menu.menu_items.map((item, i) => (
          <li key={`${i}-${item.menu_item}`} className="px-3 py-2" data-testid="history-menu-item">
            <div className="flex items-baseline justify-between gap-3">
              <p className="text-sm font-semibold text-ink">{item.menu_item}</p>
              {item.calories !== undefined && (
                <p className="shrink-0 text-xs text-muted" data-testid="history-menu-calories">
                  {t('menus.calories', { n: item.calories })}
                </p>
              )}
            </div>
            {item.ingredients.trim() && <p className="mt-0.5 text-xs leading-relaxed text-muted">{list(item.ingredients)}</p>}
          </li>
        ))}
      </ul>
    </Card>
  );
}
