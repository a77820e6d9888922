import { useMemo } from 'react';
import { compileScanProfile, type ScanProfile } from '@shared/domain/allergen-scan';
import { useProfile } from '@/features/profile';

/** The user's allergies and diets compiled for the scanner; null until the profile has loaded. */
export function useScanProfile(): ScanProfile | null {
  const { load } = useProfile();
  const profile = load.status === 'ready' ? load.profile : null;
  return useMemo(
    () => (profile ? compileScanProfile({ allergies: profile.allergies, dietaryPreferences: profile.dietary_preferences }) : null),
    [profile],
  );
}
