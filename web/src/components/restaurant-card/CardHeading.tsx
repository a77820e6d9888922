import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MapPin, Navigation, Star } from 'lucide-react';
import { useCuisineLabel } from '@/lib/cuisine-label';
import { useDistanceAway } from '@/lib/distance-away';
import type { SavableRestaurant } from '@/lib/savable-restaurant';
import { InventedMark } from '@/components/demo/DemoPlacesBanner';

const CALCULATING = 'Calculating...';

interface Props {
  restaurant: SavableRestaurant;
  linkState?: unknown;
  onOpen?: () => void;
}

/** The name (the card's link, stretched over the whole card), rating and cuisine, address and distance. */
export function CardHeading({ restaurant, linkState, onOpen }: Props) {
  const { t } = useTranslation('search');
  const distanceAway = useDistanceAway();
  const cuisine = useCuisineLabel()(restaurant);
  const distance = restaurant.distance && restaurant.distance !== CALCULATING ? restaurant.distance : null;
  return (
    <div>
      <h3 className="text-base font-bold leading-snug text-ink">
        <Link
          to={`/restaurant/${encodeURIComponent(restaurant.id)}`}
          state={linkState}
          onClick={onOpen}
          className="outline-none after:absolute after:inset-0 after:content-['']"
          data-testid="card-link"
        >
          {restaurant.name}
        </Link>
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-sm text-muted">
        {restaurant.rating !== undefined && (
          <span className="inline-flex items-center gap-1 font-semibold text-ink" data-testid="card-rating">
            <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
            <span className="sr-only">{t('card.rating')}</span>
            {restaurant.rating.toFixed(1)}
            {restaurant.userRatingCount !== undefined && <span className="font-normal text-muted">({restaurant.userRatingCount})</span>}
          </span>
        )}
        {restaurant.rating !== undefined && restaurant.demo && <InventedMark />}
        {restaurant.rating !== undefined && <span aria-hidden="true">·</span>}
        <span data-testid="card-cuisine">{cuisine}</span>
      </p>
      <div className="mt-2 flex flex-col gap-1 text-xs text-muted">
        {restaurant.address && (
          <p className="flex items-start gap-1.5">
            <MapPin className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            <span className="line-clamp-2">{restaurant.address}</span>
          </p>
        )}
        {distance && (
          <p className="flex items-center gap-1.5" data-testid="card-distance">
            <Navigation className="size-3.5 shrink-0" aria-hidden="true" />
            {distanceAway(distance)}
          </p>
        )}
      </div>
    </div>
  );
}
