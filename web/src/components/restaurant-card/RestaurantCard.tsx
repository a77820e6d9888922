import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CircleCheck, MapPin, Navigation, Star } from 'lucide-react';
import { ScanSummary } from '@/components/scan/ScanSummary';
import { localizedDistance } from '@/lib/distance-text';
import type { SavableRestaurant } from '@/lib/savable-restaurant';
import { RestaurantImage } from './RestaurantImage';

const CALCULATING = 'Calculating...';

// Each button keeps its whole label: a row too narrow for the three wraps instead of cutting one.
const actionClass =
  'relative z-10 inline-flex h-9 flex-[1_1_auto] items-center justify-center gap-1.5 rounded-lg border border-slate-200 bg-white px-2 text-xs font-semibold text-ink ' +
  'transition-colors hover:border-brand-600 hover:text-brand-800';

/** The cuisine in the interface language: by its id when there is one, else the source's words. */
function useCuisineLabel(restaurant: SavableRestaurant): string {
  const { t } = useTranslation('search');
  const main = restaurant.cuisines[0];
  return main ? t(`cuisines.${main}`) : restaurant.cuisineType === 'Restaurant' ? t('card.restaurant') : restaurant.cuisineType;
}

/**
 * What other features put on the card; the pages fill these where they compose the features (the
 * card itself belongs to none of them).
 */
export interface RestaurantCardSlots {
  /** On the image's top left corner (the save heart), given the class that places it there. */
  heart?: (className: string) => ReactNode;
  /** Under the scan (the tag chips). */
  chips?: ReactNode;
  /** The action row's buttons, each given the row's button class (one button per action). */
  actions?: (className: string) => ReactNode;
  /** Called when the card's link is followed (to record the view). */
  onOpen?: () => void;
}

/**
 * One restaurant as the results show it (product-rules §4.6, restaurant card). The name is the card's link
 * and stretches over the whole card; the heart and the action buttons sit above it. A saved copy
 * (no distance) shows too; `scanSource` says whether its scan is the current profile's or the one
 * stored with it.
 */
export function RestaurantCard({
  restaurant,
  linkState,
  scanSource,
  slots = {},
}: {
  restaurant: SavableRestaurant;
  linkState?: unknown;
  scanSource?: 'current' | 'stored';
  slots?: RestaurantCardSlots;
}) {
  const { t, i18n } = useTranslation('search');
  const cuisine = useCuisineLabel(restaurant);
  const distance = restaurant.distance && restaurant.distance !== CALCULATING ? restaurant.distance : null;

  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-[0_1px_2px_rgba(15,31,29,0.04),0_8px_24px_-12px_rgba(15,31,29,0.12)] transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-[0_2px_4px_rgba(15,31,29,0.06),0_16px_32px_-12px_rgba(15,31,29,0.2)]"
      data-testid="restaurant-card"
      data-risk={restaurant.allergyInfo.riskLevel}
      data-id={restaurant.id}
      data-price={restaurant.priceLevel ?? ''}
      data-scan-source={scanSource}
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-slate-100">
        <RestaurantImage src={restaurant.imageUrl} alt="" />
        {slots.heart?.('absolute left-3 top-3')}
        {restaurant.priceLevel && (
          <span
            className="absolute right-3 top-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-bold tracking-wide text-ink shadow-sm"
            aria-label={t('card.price', { price: t(`price.${restaurant.priceLevel.length}`) })}
            data-testid="card-price"
          >
            {restaurant.priceLevel}
          </span>
        )}
        {restaurant.hasMenuExtraction && (
          <span
            className="absolute bottom-3 right-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-0.5 text-[11px] font-semibold text-brand-800 shadow-sm"
            data-testid="card-menu-ready"
          >
            <CircleCheck className="size-3.5" aria-hidden="true" />
            {t('card.menuReady')}
          </span>
        )}
        {restaurant.demo && (
          <span className="absolute bottom-3 left-3 rounded-full bg-slate-900/75 px-2.5 py-0.5 text-[11px] font-semibold text-white backdrop-blur" data-testid="card-demo">
            {t('results.demoLabel')}
          </span>
        )}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 className="text-base font-bold leading-snug text-ink">
            <Link
              to={`/restaurant/${encodeURIComponent(restaurant.id)}`}
              state={linkState}
              onClick={slots.onOpen}
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
                {t('card.distance', { distance: localizedDistance(distance, i18n.resolvedLanguage ?? 'en') })}
              </p>
            )}
          </div>
        </div>

        <ScanSummary scan={restaurant.allergyInfo} />
        {slots.chips}

        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {slots.actions?.(actionClass)}
        </div>
      </div>
    </article>
  );
}
