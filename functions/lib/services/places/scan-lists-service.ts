import type { ScannedWith, SearchTable } from '../../../../shared/api/places';
import type { ScanProfile } from '../../../../shared/domain/allergen-scan/index';
import { compileScanLists, profileScanLists, type ScanLists } from '../../../../shared/domain/scan-lists';
import type { Db } from '../../data/db';
import type { StoredProfile } from '../../data/profile-repository';
import { getSearchScanLists } from '../../data/search-history-repository';

/**
 * The lists a detail page or a menu checks (product-rules §10.1): those of the search it was opened
 * from (`searchId`, the caller's live search history item), so it says what that search's card said;
 * else the profile's: opened directly, or the search is gone (cleared, expired, another user's).
 * With the search's lists comes who it was for (`table`, product-rules §14.4).
 */
export async function scanListsFor(
  db: Db,
  userId: string,
  /** The caller's profile, or its read under way (the search's is read beside it). */
  profile: StoredProfile | undefined | Promise<StoredProfile | undefined>,
  searchId: string | undefined,
  now: Date,
): Promise<{ scanProfile: ScanProfile; scannedWith: ScannedWith; lists: ScanLists; table?: SearchTable }> {
  const [search, stored] = await Promise.all([searchId ? getSearchScanLists(db, userId, searchId, now) : undefined, profile]);
  const [lists, scannedWith]: [ScanLists, ScannedWith] = search ? [search, 'search'] : [profileScanLists(stored), 'profile'];
  // The search's table (product-rules §14.4) comes with its lists: the page seats the same people.
  return { scanProfile: compileScanLists(lists), scannedWith, lists, ...(search?.table ? { table: search.table } : {}) };
}
