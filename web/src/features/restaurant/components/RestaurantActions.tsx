import { useTranslation } from 'react-i18next';
import type { RestaurantDetail } from '@shared/api/places';
import type { SavableRestaurant } from '@/lib/savable-restaurant';
import type { RestaurantPageSlots } from '../restaurant-slots';

const actionClass =
  'inline-flex h-10 min-w-0 flex-1 items-center justify-center gap-1.5 rounded-xl border border-slate-200 bg-white px-3 text-sm font-semibold text-ink ' +
  'transition-colors hover:border-brand-600 hover:text-brand-800 sm:flex-none sm:px-4';

/** The detail without what only this page shows: what saving and tagging store, as the card does. */
export function toSavable(detail: RestaurantDetail): SavableRestaurant {
  const { photos: _photos, phone: _phone, website: _website, hours: _hours, reviews: _reviews, mapUrl: _mapUrl, ...restaurant } = detail;
  return { ...restaurant, hasMenuExtraction: detail.hasMenuExtraction };
}

/** Compare and Tag as on the card (the save heart sits on the gallery, as on the card's image). */
export function RestaurantActions({ restaurant, actions }: { restaurant: RestaurantDetail; actions: RestaurantPageSlots['actions'] }) {
  const { t } = useTranslation('restaurant');
  return (
    <div className="flex gap-2" role="group" aria-label={t('actions.label')} data-testid="restaurant-actions">
      {actions({ detail: restaurant, savable: toSavable(restaurant) }, actionClass)}
    </div>
  );
}
