import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MapPin, RotateCcw, SearchX } from 'lucide-react';
import type { SearchHistoryItem } from '@shared/api/history';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { useClearHistory, useHistoryList, useToggleHistorySaved } from '../hooks/use-history';
import { searchAgainState } from '../search-again';
import { HistoryList } from './HistoryList';
import { RelativeTimeText } from './RelativeTimeText';
import { SaveToggle } from './SaveToggle';

/** Searches run; Search Again goes to /home with the search's state (product-rules §9.1). */
export function SearchHistoryTab({ now }: { now: number }) {
  const { t } = useTranslation('history');
  const { t: ts } = useTranslation('search');
  const navigate = useNavigate();
  const query = useHistoryList('searches');
  const toggle = useToggleHistorySaved('searches');
  const clear = useClearHistory('searches');
  const text = (item: SearchHistoryItem) => item.original_query || item.search_query;

  return (
    <HistoryList
      query={query}
      failed={t('loadFailed')}
      empty={{ icon: SearchX, title: t('searches.emptyTitle'), body: t('searches.emptyBody'), testId: 'history-searches-empty', to: '/home' }}
      notice={<p className="text-sm text-muted">{t('expiry.twoWeeks')}</p>}
      clearAll={{ onConfirm: () => clear.mutate(), pending: clear.isPending, testId: 'history-searches-clear' }}
      filterBy={(item) => item.dietary_restrictions}
    >
      {(item) => (
        <Card className="flex h-full flex-col gap-2 p-4" data-testid="history-search">
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0 font-bold leading-snug text-ink [overflow-wrap:anywhere]" data-testid="history-search-query">
              {text(item) || t('searches.anyRestaurant')}
            </p>
            <SaveToggle saved={item.saved} name={text(item) || t('searches.anyRestaurant')} onToggle={() => toggle.mutate({ id: item.id, saved: !item.saved })} />
          </div>
          <p className="flex items-start gap-1 text-xs text-muted">
            <MapPin className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            <span className="line-clamp-1">{item.location}</span>
          </p>
          <p className="flex flex-wrap gap-1.5 text-[11px] font-semibold">
            {item.cuisine_type && item.cuisine_type !== 'any' && (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">{ts(`cuisines.${item.cuisine_type}`, { defaultValue: item.cuisine_type })}</span>
            )}
            {item.price_range && item.price_range !== 'any' && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">{item.price_range}</span>}
            {item.dietary_restrictions.map((d) => (
              <span key={d} className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
                {d}
              </span>
            ))}
          </p>
          <div className="mt-auto flex items-center justify-between gap-2 pt-1">
            <span className="flex flex-col">
              <span className="text-xs text-muted">{t('searches.results', { count: item.results_count })}</span>
              <RelativeTimeText createdAt={item.created_at} now={now} />
            </span>
            <Button size="sm" variant="secondary" onClick={() => navigate('/home', { state: searchAgainState(item) })} data-testid="history-search-again">
              <RotateCcw className="size-4" aria-hidden="true" />
              {t('searches.again')}
            </Button>
          </div>
        </Card>
      )}
    </HistoryList>
  );
}
