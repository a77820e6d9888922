import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GitCompareArrows, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import type { ComparisonNavState } from '@/lib/comparison-nav-state';
import { localizedDistance } from '@/lib/distance-text';
import { useDeleteComparison, useHistoryList, useToggleHistorySaved } from '../hooks/use-history';
import { DateTimeText } from './DateTimeText';
import { DayNotice } from './DayNotice';
import { HistoryList } from './HistoryList';
import { RatingAndCuisine } from './RatingAndCuisine';
import { SaveToggle } from './SaveToggle';

/** Comparisons of the last day and saved ones (product-rules §9.1, Comparison tab). */
export function ComparisonHistoryTab() {
  const { t, i18n } = useTranslation('history');
  const navigate = useNavigate();
  const query = useHistoryList('comparisons');
  const toggle = useToggleHistorySaved('comparisons');
  const remove = useDeleteComparison();
  const language = i18n.resolvedLanguage ?? 'en';

  return (
    <HistoryList
      query={query}
      failed={t('comparisons.loadFailed')}
      empty={{ icon: GitCompareArrows, title: t('comparisons.emptyTitle'), body: t('comparisons.emptyBody'), testId: 'history-comparisons-empty', to: '/' }}
      notice={<DayNotice />}
      listClassName="grid gap-4"
    >
      {(item) => {
        const title = t('comparisons.title', { count: item.comparison_data.length });
        const state: ComparisonNavState = { restaurants: item.comparison_data, fromHistory: true };
        return (
          <Card className="flex flex-col gap-3 p-4" data-testid="history-comparison">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-bold text-ink">{title}</p>
                <DateTimeText iso={item.created_at} />
              </div>
              <div className="flex gap-2">
                <SaveToggle saved={item.saved} name={title} onToggle={() => toggle.mutate({ id: item.id, saved: !item.saved })} />
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => remove.mutate(item.id)}
                  disabled={remove.isPending}
                  aria-label={t('comparisons.delete', { title })}
                  data-testid="history-comparison-delete"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
            </div>
            <ul className="grid gap-3 sm:grid-cols-3">
              {item.comparison_data.map((r) => (
                <li key={r.id} className="flex gap-2 rounded-xl bg-slate-50 p-2">
                  <img src={r.imageUrl} alt="" className="size-14 shrink-0 rounded-lg bg-slate-100 object-cover" loading="lazy" />
                  <div className="min-w-0 text-xs">
                    <p className="truncate text-sm font-semibold text-ink">{r.name}</p>
                    <p className="flex flex-wrap items-center gap-x-1.5 text-muted">
                      <RatingAndCuisine restaurant={r} small />
                    </p>
                    <p className="flex gap-1.5 text-muted">
                      {r.priceLevel && <span className="rounded bg-white px-1 font-semibold text-ink">{r.priceLevel}</span>}
                      {r.distance && <span>{localizedDistance(r.distance, language)}</span>}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            <Button variant="secondary" size="sm" className="self-start" onClick={() => navigate('/comparison', { state })} data-testid="history-comparison-view">
              <GitCompareArrows className="size-4" aria-hidden="true" />
              {t('comparisons.viewAgain')}
            </Button>
          </Card>
        );
      }}
    </HistoryList>
  );
}
