import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import type { SavableRestaurant } from '@/lib/savable-restaurant';
import { RestaurantImage } from './RestaurantImage';

/** The card's picture with what sits on it: the heart, the price, "menu ready" and the demo label. */
export function CardImage({ restaurant, heart }: { restaurant: SavableRestaurant; heart?: (className: string) => ReactNode }) {
  const { t } = useTranslation('search');
  return (
    <div className="relative aspect-[16/9] overflow-hidden bg-slate-100">
      <RestaurantImage src={restaurant.imageUrl} alt="" />
      {heart?.('absolute left-3 top-3')}
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
  );
}
