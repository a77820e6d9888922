import type { SavedListItem } from '@shared/api/library';
import { RestaurantCard } from '@/features/search';

/**
 * A saved or tagged restaurant's card on /saved-list, with the scan the server ran again against
 * the current profile (the copy's own scan when the place could not be read now).
 */
export function SavedCard({ item }: { item: Pick<SavedListItem, 'restaurant_data' | 'current_scan'> }) {
  const { restaurant_data: restaurant, current_scan: scan } = item;
  return <RestaurantCard restaurant={scan ? { ...restaurant, allergyInfo: scan } : restaurant} scanSource={scan ? 'current' : 'stored'} />;
}
