import type { ReactNode } from 'react';
import type { RestaurantDetail } from '@shared/api/places';
import type { SavableRestaurant } from '@/lib/savable-restaurant';
import type { RestaurantNavState } from './restaurant-nav-state';

/**
 * What other features put on the detail page; the page in web/src/pages fills these where it
 * composes the features (the restaurant feature itself imports none of them).
 */
export interface RestaurantPageSlots {
  /** On the gallery's top left corner (the save heart), given the class that places it there. */
  heart: (restaurant: SavableRestaurant, className: string) => ReactNode;
  /** The action row's buttons (Compare, Tag), each given the row's button class. */
  actions: (restaurant: { detail: RestaurantDetail; savable: SavableRestaurant }, className: string) => ReactNode;
  /** The menu section: generated when the navigation state says so, or the menu the card made. */
  menu: (restaurant: RestaurantDetail, nav: RestaurantNavState) => ReactNode;
  /** Records that the restaurant was opened, once it has loaded (unless the card recorded it). */
  onViewed: (restaurant: RestaurantDetail) => void;
}
