import type { SavedListItem } from '../../../../shared/api/library';
import { compileScanLists, profileScanLists } from '../../../../shared/domain/scan-lists';
import type { Db } from '../../data/db';
import { getProfile } from '../../data/profile-repository';
import type { PlacesPort } from '../../providers/places/port';
import { scanPlace } from '../places/places-restaurant';

/**
 * Stored restaurants (saved, tagged) scanned again against the caller's CURRENT profile, with the
 * scanner and compiled profile of search and the detail page: the copy keeps no place text, so each
 * place is read again from the places port (in parallel; a page holds at most LIBRARY_PAGE_SIZE.max).
 * A place the provider no longer has, or cannot give now, gets null: the card keeps the copy's scan.
 */
export interface CurrentScanDeps {
  db: Db;
  places: PlacesPort;
}

export async function withCurrentScans<T extends { restaurant_id: string }>(
  deps: CurrentScanDeps,
  userId: string,
  items: readonly T[],
): Promise<(T & Pick<SavedListItem, 'current_scan'>)[]> {
  if (items.length === 0) return [];
  const profile = await getProfile(deps.db, userId);
  const scanProfile = compileScanLists(profileScanLists(profile));
  return Promise.all(
    items.map(async (item) => {
      const place = await deps.places.details(item.restaurant_id, {}).catch(() => null);
      // The scan's lists are readonly; the answer's schema type them as plain arrays (JSON is the same).
      const current_scan = place ? (scanPlace(place, scanProfile) as SavedListItem['current_scan']) : null;
      return { ...item, current_scan };
    }),
  );
}
