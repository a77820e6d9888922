import type { Restaurant } from '@shared/api/places';

/**
 * A restaurant that can be saved or tagged: a search result, or a stored copy (which may have no
 * distance, e.g. one saved from the detail page).
 */
export type SavableRestaurant = Omit<Restaurant, 'distance' | 'distanceMeters'> & { distance?: string; distanceMeters?: number };
