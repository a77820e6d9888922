import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { checkedListsSchema } from '@shared/api/menus';
import type { ScannedWith } from '@shared/api/places';
import type { ScanProfile } from '@shared/domain/allergen-scan';
import { compileScanLists, profileScanLists } from '@shared/domain/scan-lists';
import { useProfile } from '@/features/profile';

/**
 * The lists the menu analysis checks, compiled for the scanner: those its menu was checked with when
 * the navigation state brings them (a menu asked from a search checks that search's lists,
 * product-rules §10.1), else the user's profile. Null until the profile has loaded.
 */
export function useScanProfile(): { profile: ScanProfile; scannedWith: ScannedWith } | null {
  const { load } = useProfile();
  const profile = load.status === 'ready' ? load.profile : null;
  const state = useLocation().state as { checkedLists?: unknown } | null;
  const fromSearch = useMemo(() => {
    const parsed = checkedListsSchema.safeParse(state?.checkedLists);
    return parsed.success && parsed.data.scannedWith === 'search' ? parsed.data : null;
  }, [state]);
  return useMemo(() => {
    if (fromSearch) return { profile: compileScanLists(fromSearch), scannedWith: 'search' };
    return profile ? { profile: compileScanLists(profileScanLists(profile)), scannedWith: 'profile' } : null;
  }, [fromSearch, profile]);
}
