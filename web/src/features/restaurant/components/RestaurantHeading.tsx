import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import type { RestaurantDetail } from '@shared/api/places';
import { InventedMark } from '@/components/demo/DemoPlacesBanner';

/** Name, rating, cuisine and price level; demo places are labelled as the cards label them. */
export function RestaurantHeading({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t } = useTranslation('restaurant');
  const { t: ts } = useTranslation('search');
  const main = restaurant.cuisines[0];
  const cuisine = main ? ts(`cuisines.${main}`) : restaurant.cuisineType === 'Restaurant' ? ts('card.restaurant') : restaurant.cuisineType;

  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-extrabold leading-tight tracking-tight text-ink [overflow-wrap:anywhere] sm:text-3xl" data-testid="restaurant-name">
        {restaurant.name}
      </h1>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        {restaurant.rating !== undefined && (
          <span className="inline-flex items-center gap-1 font-semibold text-ink" data-testid="restaurant-rating">
            <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
            <span className="sr-only">{ts('card.rating')}</span>
            {restaurant.rating.toFixed(1)}
            {restaurant.userRatingCount !== undefined && (
              <span className="font-normal text-muted">{t('heading.ratingCount', { count: restaurant.userRatingCount })}</span>
            )}
            {restaurant.demo && <InventedMark />}
          </span>
        )}
        {restaurant.rating !== undefined && <span aria-hidden="true">·</span>}
        <span data-testid="restaurant-cuisine">{cuisine}</span>
        {restaurant.priceLevel && (
          <>
            <span aria-hidden="true">·</span>
            <span className="font-bold tracking-wide text-ink" data-testid="restaurant-price">
              {restaurant.priceLevel}
              <span className="sr-only"> ({ts(`price.${restaurant.priceLevel.length}`)})</span>
            </span>
          </>
        )}
      </p>
    </div>
  );
}
