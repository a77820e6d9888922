import { useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, GitCompareArrows, Star, Trash2 } from 'lucide-react';
import { scanRestaurant } from '@shared/domain/allergen-scan';
import { PLAN_LIMITS } from '@shared/domain/plans';
import { Button, ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useProfile } from '@/features/profile';
import { EmptyState } from '@/components/ui/EmptyState';
import { ScanSummary } from '@/components/scan/ScanSummary';
import { localizedDistance } from '@/lib/distance-text';
import { useSubscription } from '@/features/subscription';
import type { ComparedRestaurant } from '../comparison-list';
import { readComparisonNavState } from '../comparison-state';
import { useComparison } from '../hooks/use-comparison';
import { usePlaceReviews, type ReviewsLoad } from '../hooks/use-place-reviews';
import { useReviewPoints, type ReviewPointsLoad } from '../hooks/use-review-points';
import { useRecordComparison } from '../hooks/use-record-comparison';

function Row({ label, children, testId }: { label: string; children: ReactNode[]; testId: string }) {
  return (
    <tr className="border-t border-slate-200 align-top" data-testid={testId}>
      <th scope="row" className="sticky left-0 z-10 w-28 bg-slate-50 px-3 py-3 text-left text-xs font-bold uppercase tracking-wide text-muted sm:w-36">
        {label}
      </th>
      {children.map((cell, i) => (
        <td key={i} className="px-3 py-3 text-sm text-ink [overflow-wrap:anywhere]">
          {cell}
        </td>
      ))}
    </tr>
  );
}

function Reviews({ load }: { load: ReviewsLoad }) {
  const { t } = useTranslation('comparison');
  if (load.status === 'loading') return <p className="text-xs text-muted">{t('reviews.loading')}</p>;
  if (load.status === 'error') return <p className="text-xs text-muted">{t('reviews.failed')}</p>;
  if (load.reviews.length === 0) return <p className="text-xs text-muted" data-testid="comparison-no-reviews">{t('reviews.none')}</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="comparison-reviews">
      {load.reviews.map((review, i) => (
        <li key={i} className="rounded-lg bg-slate-50 p-2 text-xs leading-snug">
          <p className="font-semibold text-ink">
            {review.author}
            {review.rating !== undefined && <span className="ml-1 font-normal text-muted">{t('reviews.rating', { rating: review.rating })}</span>}
          </p>
          <p className="mt-1 line-clamp-4 text-slate-700">{review.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** One restaurant's pros (what people love) or cons (areas for improvement) from its review analysis. */
function ReviewPoints({ load, side }: { load: ReviewPointsLoad; side: 'pros' | 'cons' }) {
  const { t } = useTranslation('comparison');
  if (load.status === 'loading') return <p className="text-xs text-muted">{t('prosCons.loading')}</p>;
  if (load.status === 'error') return <p className="text-xs text-muted">{t('prosCons.failed')}</p>;
  const { analysis } = load;
  if (analysis.reviewCount === 0) return <p className="text-xs text-muted">{t('prosCons.noReviews')}</p>;
  const points = side === 'pros' ? analysis.whatPeopleLove : analysis.areasForImprovement;
  if (points.length === 0) return <p className="text-xs text-muted">{t('prosCons.none')}</p>;
  return (
    <ul className="list-disc pl-4 text-xs" data-testid={`comparison-${side}`} data-source={analysis.source}>
      {points.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}

/**
 * /comparison (product-rules §7.3): the chosen restaurants side by side, from the comparison bar or from
 * History's View Comparison Again (then no Clear Comparison, back to /history, nothing recorded).
 * The scan is the search's when the restaurant came from results, else run on the profile's lists.
 */
export default function ComparisonPage() {
  const { t, i18n } = useTranslation('comparison');
  const { t: ts } = useTranslation('search');
  useDocumentTitle(t('page.title'));
  const navigate = useNavigate();
  const navState = useLocation().state as unknown;
  const [fromHistory] = useState(() => readComparisonNavState(navState));
  const comparison = useComparison();
  const { tier } = useSubscription();
  const { load } = useProfile();
  const list = fromHistory?.restaurants ?? comparison.list;
  useRecordComparison(comparison.userId, list, fromHistory === null);
  const reviews = usePlaceReviews(comparison.userId, list.map((r) => r.id));
  const premium = PLAN_LIMITS[tier ?? 'free'].aiAnalysis;
  const reviewPoints = useReviewPoints(comparison.userId, list.map((r) => r.id), premium);
  const language = i18n.resolvedLanguage ?? 'en';

  const profile = load.status === 'ready' ? load.profile : null;
  const lists = useMemo(() => (profile ? { allergies: profile.allergies, dietaryPreferences: profile.dietary_preferences } : null), [profile]);
  const scans = useMemo(() => list.map((r) => r.allergyInfo ?? (lists ? scanRestaurant({ name: r.name, cuisineType: r.cuisineType, dietaryOptions: r.dietaryOptions, pros: r.pros, cons: r.cons }, lists) : null)), [list, lists]);

  const back = fromHistory ? '/history' : '/search-results';
  const backLink = (
    <Link to={back} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline" data-testid="comparison-back">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {fromHistory ? t('page.backToHistory') : t('page.backToResults')}
    </Link>
  );

  if (list.length === 0) {
    return (
      <Container className="flex flex-1 flex-col items-center justify-center gap-6 py-12">
        <EmptyState
          icon={GitCompareArrows}
          title={t('empty.title')}
          body={t('empty.body')}
          testId="comparison-empty"
          action={<ButtonLink to="/">{t('empty.action')}</ButtonLink>}
        />
      </Container>
    );
  }

  const cuisineOf = (r: ComparedRestaurant) => (r.cuisines[0] ? ts(`cuisines.${r.cuisines[0]}`) : r.cuisineType);

  return (
    <Container className="min-w-0 py-6 pb-28 sm:py-10" data-testid="comparison-page">
      {backLink}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{t('page.title')}</h1>
          <p className="mt-1 text-sm text-muted">{t('page.subtitle', { count: list.length })}</p>
        </div>
        {!fromHistory && (
          <Button
            variant="outline"
            onClick={() => {
              comparison.clear();
              navigate('/search-results');
            }}
            data-testid="comparison-clear"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('page.clear')}
          </Button>
        )}
      </div>

      <div className="relative mt-6 overflow-x-auto rounded-2xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label={t('page.tableLabel')}>
        {/* Fixed layout: equal columns, at least 13rem each (the region scrolls sideways on phones). */}
        <table className="w-full table-fixed border-collapse" style={{ minWidth: `${7 + list.length * 13}rem` }} data-testid="comparison-table">
          <caption className="sr-only">{t('page.tableLabel')}</caption>
          <thead>
            <tr>
              <td className="sticky left-0 z-10 w-28 bg-slate-50 sm:w-36" />
              {list.map((r) => (
                <th key={r.id} scope="col" className="px-3 pt-3 text-left align-top">
                  <img src={r.imageUrl} alt="" className="aspect-[16/9] w-full rounded-xl bg-slate-100 object-cover" loading="lazy" />
                  <Link
                    to={`/restaurant/${encodeURIComponent(r.id)}`}
                    state={fromHistory ? { fromHistory: true, fromComparison: true } : { fromComparison: true }}
                    className="mt-2 block text-base font-bold leading-snug text-ink hover:text-brand-800 hover:underline"
                    data-testid="comparison-detail-link"
                  >
                    {r.name}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <Row label={t('rows.rating')} testId="comparison-row-rating">
              {list.map((r) =>
                r.rating !== undefined ? (
                  <span key={r.id} className="inline-flex items-center gap-1 font-semibold">
                    <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
                    {r.rating.toFixed(1)}
                    {r.userRatingCount !== undefined && <span className="font-normal text-muted">({r.userRatingCount})</span>}
                  </span>
                ) : (
                  <span key={r.id} className="text-muted">{t('rows.noRating')}</span>
                ),
              )}
            </Row>
            <Row label={t('rows.price')} testId="comparison-row-price">
              {list.map((r) => <span key={r.id}>{r.priceLevel ?? <span className="text-muted">{t('rows.unknown')}</span>}</span>)}
            </Row>
            <Row label={t('rows.cuisine')} testId="comparison-row-cuisine">
              {list.map((r) => <span key={r.id}>{cuisineOf(r)}</span>)}
            </Row>
            <Row label={t('rows.distance')} testId="comparison-row-distance">
              {list.map((r) => <span key={r.id}>{r.distance ? localizedDistance(r.distance, language) : <span className="text-muted">{t('rows.unknown')}</span>}</span>)}
            </Row>
            <Row label={t('rows.scan')} testId="comparison-row-scan">
              {scans.map((scan, i) => (scan ? <ScanSummary key={list[i]!.id} scan={scan} /> : <span key={list[i]!.id} className="text-xs text-muted">{t('rows.scanLoading')}</span>))}
            </Row>
            <Row label={t('rows.reviews')} testId="comparison-row-reviews">
              {reviews.map((r, i) => <Reviews key={list[i]!.id} load={r} />)}
            </Row>
            {premium && (
              <>
                <Row label={t('rows.pros')} testId="comparison-row-pros">
                  {reviewPoints.map((load, i) => <ReviewPoints key={list[i]!.id} load={load} side="pros" />)}
                </Row>
                <Row label={t('rows.cons')} testId="comparison-row-cons">
                  {reviewPoints.map((load, i) => <ReviewPoints key={list[i]!.id} load={load} side="cons" />)}
                </Row>
              </>
            )}
          </tbody>
        </table>
      </div>
      {premium && (
        <p className="mt-3 text-xs text-muted" data-testid="comparison-pros-cons-note">
          {t('prosCons.note')}
          {reviewPoints.some((load) => load.status === 'ready' && load.analysis.source === 'keyword-summary') && ` ${t('prosCons.keywordNote')}`}
        </p>
      )}
    </Container>
  );
}
