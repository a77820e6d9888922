import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, ChevronUp, MessageSquareText, Star } from 'lucide-react';
import type { RestaurantReview } from '@shared/api/places';
import { Button } from '@/components/ui/Button';
import { Section } from './Section';
import { InventedMark } from '@/components/demo/DemoPlacesBanner';
import { reviewAge } from '@/lib/review-age';
import { useMinuteNow } from '@/lib/use-minute-now';

/** Reviews shown before the toggle (product-rules §10.1: 3, then expand all). */
export const REVIEWS_SHOWN = 3;

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('restaurant');
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={t('reviews.rating', { rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={n <= Math.round(rating) ? 'size-3.5 fill-amber-400 text-amber-400' : 'size-3.5 text-slate-300'} aria-hidden="true" />
      ))}
    </span>
  );
}

/** `invented`: a demo place's generated reviews, each marked as an example. */
export function ReviewsSection({ reviews, invented = false }: { reviews: RestaurantReview[]; invented?: boolean }) {
  const { t, i18n } = useTranslation('restaurant');
  const now = useMinuteNow();
  // The date in the interface language; the source's own words only when it gives no date.
  const age = (review: RestaurantReview) => reviewAge(review.publishedAt, now, i18n.resolvedLanguage ?? 'en') ?? review.relativeTime;
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? reviews : reviews.slice(0, REVIEWS_SHOWN);

  return (
    <Section title={t('reviews.title')} icon={MessageSquareText} testId="restaurant-reviews">
      {reviews.length === 0 ? (
        <p className="text-sm text-muted" data-testid="restaurant-no-reviews">
          {t('reviews.none')}
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-3" id="restaurant-review-list">
            {shown.map((review, i) => (
              <li key={i} className="rounded-xl bg-slate-50 p-4" data-testid="restaurant-review">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <p className="font-semibold text-ink">
                    {review.authorUrl ? (
                      <a href={review.authorUrl} target="_blank" rel="noreferrer noopener" className="hover:underline">
                        {review.author}
                      </a>
                    ) : (
                      review.author
                    )}
                  </p>
                  {review.rating !== undefined && <Stars rating={review.rating} />}
                  {invented && <InventedMark />}
                  {age(review) && <span className="text-xs text-muted" data-testid="restaurant-review-age">{age(review)}</span>}
                </div>
                <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-slate-700 [overflow-wrap:anywhere]">{review.text}</p>
              </li>
            ))}
          </ul>
          {reviews.length > REVIEWS_SHOWN && (
            <Button
              variant="ghost"
              size="sm"
              className="mt-3"
              onClick={() => setExpanded((v) => !v)}
              aria-expanded={expanded}
              aria-controls="restaurant-review-list"
              data-testid="restaurant-reviews-toggle"
            >
              {expanded ? <ChevronUp className="size-4" aria-hidden="true" /> : <ChevronDown className="size-4" aria-hidden="true" />}
              {expanded ? t('reviews.showFewer') : t('reviews.showAll', { count: reviews.length })}
            </Button>
          )}
        </>
      )}
    </Section>
  );
}
