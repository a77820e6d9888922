import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { History, MapPin } from 'lucide-react';
import { DemoPlacesBanner, InventedMark } from '@/components/demo/DemoPlacesBanner';
import { Card } from '@/components/ui/Card';
import { useClearHistory, useHistoryList, useToggleHistorySaved } from '../hooks/use-history';
import { HistoryList } from './HistoryList';
import { RatingAndCuisine } from './RatingAndCuisine';
import { RelativeTimeText } from './RelativeTimeText';
import { SaveToggle } from './SaveToggle';

/** Restaurants viewed or compared; unsaved ones expire after 2 weeks (product-rules §9.2). */
export function RestaurantHistoryTab({ now }: { now: number }) {
  const { t } = useTranslation('history');
  const query = useHistoryList('restaurants');
  const toggle = useToggleHistorySaved('restaurants');
  const clear = useClearHistory('restaurants');

  return (
    <HistoryList
      query={query}
      failed={t('loadFailed')}
      empty={{ icon: History, title: t('restaurants.emptyTitle'), body: t('restaurants.emptyBody'), testId: 'history-restaurants-empty', to: '/home' }}
      notice={
        <>
          {query.data?.some((item) => item.restaurant_data.demo) && <DemoPlacesBanner />}
          <p className="text-sm text-muted">{t('expiry.twoWeeks')}</p>
        </>
      }
      clearAll={{ onConfirm: () => clear.mutate(), pending: clear.isPending, testId: 'history-restaurants-clear' }}
      filterBy={(item) => item.restaurant_data.dietaryOptions}
    >
      {(item) => {
        const r = item.restaurant_data;
        return (
          <Card className="flex h-full gap-3 p-3" data-testid="history-restaurant">
            <img src={r.imageUrl} alt="" className="size-20 shrink-0 rounded-xl bg-slate-100 object-cover" loading="lazy" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex items-start justify-between gap-2">
                <Link to={`/restaurant/${encodeURIComponent(r.id)}`} state={{ fromHistory: true }} className="min-w-0 font-bold leading-snug text-ink hover:underline">
                  {r.name}
                </Link>
                <SaveToggle saved={item.saved} name={r.name} onToggle={() => toggle.mutate({ id: item.id, saved: !item.saved })} />
              </div>
              <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
                <RatingAndCuisine restaurant={r} />
                {r.demo && <InventedMark />}
                {r.priceLevel && <span>{r.priceLevel}</span>}
              </p>
              {r.address && (
                <p className="flex items-start gap-1 text-xs text-muted">
                  <MapPin className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                  <span className="line-clamp-1">{r.address}</span>
                </p>
              )}
              <p className="mt-auto flex items-center gap-2 pt-1">
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-semibold text-slate-700" data-testid="history-action">
                  {t(`restaurants.action.${item.action_type}`)}
                </span>
                <RelativeTimeText createdAt={item.created_at} now={now} />
              </p>
            </div>
          </Card>
        );
      }}
    </HistoryList>
  );
}
