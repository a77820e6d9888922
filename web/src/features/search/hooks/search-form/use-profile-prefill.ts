import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { Profile } from '@shared/api/profile';
import type { AllergySeverity } from '@shared/domain/allergy-severity';
import { sessionStore } from '@/lib/web-storage';
import { loadSearchChoices, type DietaryChoices } from '../../search-choices';
import { startingValues, type SearchAgainState, type SearchFormValues } from '../../search-form';

export type SavedLists = { dietary: string[]; allergies: string[]; severities: Record<string, AllergySeverity> };

export const asChoices = (lists: SavedLists | null): DietaryChoices | null =>
  lists && { dietaryRestrictions: lists.dietary, allergies: lists.allergies, allergySeverities: lists.severities };

/**
 * The profile's lists fill the form once they arrive, unless this session's last search chose
 * others (a Search Again keeps its own diets). Returns the profile's lists, kept for Reset.
 */
export function useProfilePrefill(
  profile: Profile | null,
  again: SearchAgainState | null,
  userId: string | null,
  setValues: Dispatch<SetStateAction<SearchFormValues>>,
) {
  const [savedLists, setSavedLists] = useState<SavedLists | null>(null);
  const prefilled = useRef(false);

  useEffect(() => {
    if (!profile || prefilled.current) return;
    prefilled.current = true;
    const lists = { dietary: profile.dietary_preferences, allergies: profile.allergies, severities: profile.allergy_severities };
    setSavedLists(lists);
    const choices = userId ? loadSearchChoices(sessionStore(), userId, asChoices(lists)) : null;
    setValues((current) => ({ ...startingValues(profile, choices, again), searchQuery: current.searchQuery }));
  }, [profile, again, userId, setValues]);

  return { savedLists, setSavedLists };
}
