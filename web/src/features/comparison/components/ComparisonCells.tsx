import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ReviewsLoad } from '../hooks/use-place-reviews';
import { type ReviewPointsLoad } from '../hooks/use-review-points';

/** One row of the comparison table: its label, then one cell per restaurant. */
export function Row({ label, children, testId }: { label: string; children: ReactNode[]; testId: string }) {
  return (
    <tr className="border-t border-slate-200 align-top" data-testid={testId}>
      <th scope="row" className="sticky left-0 z-10 w-28 bg-slate-50 px-2 py-3 text-left text-xs font-bold uppercase text-muted sm:w-36 sm:px-3 sm:tracking-wide">
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

/** A restaurant's recent reviews, or why there are none. */
export function Reviews({ load }: { load: ReviewsLoad }) {
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
export function ReviewPoints({ load, side }: { load: ReviewPointsLoad; side: 'pros' | 'cons' }) {
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
