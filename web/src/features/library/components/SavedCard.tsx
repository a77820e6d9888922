import type { ReactNode } from 'react';
import type { SavedListItem } from '@shared/api/library';
import type { SavableRestaurant } from '@/lib/savable-restaurant';

/** How /saved-list shows one restaurant: the page that composes the library gives the card. */
export type RenderSavedCard = (restaurant: SavableRestaurant, scanSource: 'current' | 'stored') => ReactNode;

/**
 * A saved or tagged restaurant's card on /saved-list, with the scan the server ran again against
 * the current profile (the copy's own scan when the place could not be read now).
 */
export function SavedCard({ item, renderCard }: { item: Pick<SavedListItem, 'restaurant_data' | 'current_scan'>; renderCard: RenderSavedCard }) {
  const { restaurant_data: restaurant, current_scan: scan } = item;
  return renderCard(scan ? { ...restaurant, allergyInfo: scan } : restaurant, scan ? 'current' : 'stored');
}
