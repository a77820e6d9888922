import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { ScanSummary } from '@/components/scan/ScanSummary';
import { localizedDistance } from '@/lib/distance-text';
import type { ComparedRestaurant } from '../comparison-list';
import { type useComparisonPage } from '../hooks/use-comparison-page';
import { ReviewPoints, Reviews, Row } from './ComparisonCells';

type PageData = ReturnType<typeof useComparisonPage>;

/** The restaurants side by side: a column each (photo and name linking to its page), a row per aspect. */
export function ComparisonTable({ page }: { page: PageData }) {
  const { t } = useTranslation('comparison');
  const { list, fromHistory } = page;
  return (
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
          <ComparisonRows page={page} />
      </table>
    </div>
  );
}

function ComparisonRows({ page: { list, scans, reviews, premium, reviewPoints } }: { page: PageData }) {
  const { t, i18n } = useTranslation('comparison');
  const { t: ts } = useTranslation('search');
  const language = i18n.resolvedLanguage ?? 'en';
  const cuisineOf = (r: ComparedRestaurant) => (r.cuisines[0] ? ts(`cuisines.${r.cuisines[0]}`) : r.cuisineType);
  return (
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
  );
}
