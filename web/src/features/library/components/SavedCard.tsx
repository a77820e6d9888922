import { RestaurantCard } from '@/features/search';
import { useCurrentScan } from '../hooks/use-current-scan';
import type { SavableRestaurant } from '../types';

/** A saved or tagged restaurant's card on /saved-list, with the scan re-run against the current profile. */
export function SavedCard({ restaurant }: { restaurant: SavableRestaurant }) {
  const scan = useCurrentScan(restaurant.id);
  return <RestaurantCard restaurant={scan ? { ...restaurant, allergyInfo: scan } : restaurant} scanSource={scan ? 'current' : 'stored'} />;
}
