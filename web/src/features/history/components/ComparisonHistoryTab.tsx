import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GitCompareArrows, Star, Trash2 } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import type { ComparisonNavState } from '@/features/comparison';
import { EmptyState, localizedDistance } from '@/features/search';
import { useDeleteComparison, useHistoryList, useToggleHistorySaved } from '../hooks/use-history';
import { DayNotice } from './DayNotice';
import { ListStatus } from './ListStatus';
import { SaveToggle } from './SaveToggle';

/** Comparisons of the last day and saved ones (spec 001, Comparison tab). */
export function ComparisonHistoryTab() {
  const { t, i18n } = useTranslation('history');
  const { t: ts } = useTranslation('search');
  const navigate = useNavigate();
  const query = useHistoryList('comparisons');
  const toggle = useToggleHistorySaved('comparisons');
  const remove = useDeleteComparison();
  const language = i18n.resolvedLanguage ?? 'en';
  const when = (iso: string) =>
    new Date(iso).toLocaleString(language, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });

  return (
    <ListStatus
      query={query}
      failed={t('comparisons.loadFailed')}
      empty={
        <EmptyState
          icon={GitCompareArrows}
          title={t('comparisons.emptyTitle')}
          body={t('comparisons.emptyBody')}
          testId="history-comparisons-empty"
          action={<ButtonLink to="/">{t('findRestaurants')}</ButtonLink>}
        />
      }
    >
      {(items) => (
        <div className="flex flex-col gap-4">
          <DayNotice />
          <ul className="grid gap-4">
            {items.map((item) => {
              const title = t('comparisons.title', { count: item.comparison_data.length });
              const state: ComparisonNavState = { restaurants: item.comparison_data, fromHistory: true };
              return (
                <li key={item.id}>
                  <Card className="flex flex-col gap-3 p-4" data-testid="history-comparison">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div className="min-w-0">
                        <p className="font-bold text-ink">{title}</p>
                        <time dateTime={item.created_at} className="text-xs text-muted">
                          {when(item.created_at)}
                        </time>
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
                              {r.rating !== undefined && (
                                <span className="inline-flex items-center gap-0.5 font-semibold text-ink">
                                  <Star className="size-3 fill-amber-400 text-amber-400" aria-hidden="true" />
                                  {r.rating.toFixed(1)}
                                </span>
                              )}
                              <span>{r.cuisines[0] ? ts(`cuisines.${r.cuisines[0]}`) : r.cuisineType}</span>
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
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </ListStatus>
  );
}
