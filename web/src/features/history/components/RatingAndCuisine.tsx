import { Star } from 'lucide-react';
import type { RestaurantSnapshot } from '@shared/api/history';
import { cn } from '@/lib/cn';
import { useCuisineLabel } from '@/lib/cuisine-label';

/** A history card's star rating (when known) and cuisine, in the interface language. */
export function RatingAndCuisine({ restaurant: r, small = false }: { restaurant: Pick<RestaurantSnapshot, 'rating' | 'cuisines' | 'cuisineType'>; small?: boolean }) {
  const cuisineLabel = useCuisineLabel();
  return (
    <>
      {r.rating !== undefined && (
        <span className="inline-flex items-center gap-0.5 font-semibold text-ink">
          <Star className={cn(small ? 'size-3' : 'size-3.5', 'fill-amber-400 text-amber-400')} aria-hidden="true" />
          {r.rating.toFixed(1)}
        </span>
      )}
      <span>{cuisineLabel(r)}</span>
    </>
  );
}
