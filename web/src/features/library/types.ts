import type { RestaurantCopy } from '@shared/api/library';
import type { SavableRestaurant } from '@/lib/savable-restaurant';

export type { SavableRestaurant };

/** The copy the API stores: the restaurant as it is (the contract's type differs only by readonly lists). */
export function toCopy(restaurant: SavableRestaurant): RestaurantCopy {
  return restaurant as RestaurantCopy;
}
