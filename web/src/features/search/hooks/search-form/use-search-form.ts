import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { DistanceUnit } from '@shared/api/profile';
import { SEARCH_TEXT_MAX_LENGTH } from '@shared/api/translate';
import { useAuth } from '@/features/auth';
import { useProfile } from '@/features/profile';
import { useDinerProfiles } from '@/hooks/use-diner-profiles';
import { sessionStore } from '@/lib/web-storage';
import { forgetSearchChoices, loadSearchChoices, saveSearchChoices } from '../../search-choices';
import { ALONE, tableRequest, type TableChoice } from '../../search-table';
import { defaultValues, readSearchAgainState, startingValues, type SearchFormValues } from '../../search-form';
import { useLocationChoice } from '../location-choice/use-location-choice';
import { useSearchSubmit, type DetectedLanguage } from '../use-search-submit';
import { useVoiceInput } from '../voice-input/use-voice-input';
import { useDelayedVoiceSearch } from './use-delayed-voice-search';
import { asChoices, useProfilePrefill } from './use-profile-prefill';

/**
 * The search form's state and actions (product-rules §4.1): the values, pre-filled from the profile, this
 * session's last search (search-choices.ts) or a Search Again; the location; voice input with its
 * quick search; Reset; and the search itself.
 */
export function useSearchForm() {
  const { t } = useTranslation('search');
  const navState = useLocation().state as unknown;
  const [again] = useState(() => readSearchAgainState(navState));
  const userId = useAuth().user?.userId ?? null;
  const { load } = useProfile();
  const [values, setValues] = useState<SearchFormValues>(() =>
    startingValues(null, userId ? loadSearchChoices(sessionStore(), userId, null) : null, again),
  );
  const [detected, setDetected] = useState<DetectedLanguage | null>(null);
  // "Search for" (product-rules §14.4): the user alone unless they choose diner profiles.
  const [table, setTable] = useState<TableChoice>(() => again?.table ?? ALONE);
  const diners = useDinerProfiles(userId).data?.items ?? [];
  // Who a Search Again brings may have been deleted since: only the profiles still kept are chosen (§14.4).
  const seated = diners.length > 0 ? { ...table, dinerIds: table.dinerIds.filter((id) => diners.some((d) => d.id === id)) } : table;
  const shownTable = seated.dinerIds.length === 0 && !seated.includeMe ? ALONE : seated;
  const location = useLocationChoice(again);
  const { submit, loading } = useSearchSubmit();
  // Bumped when voice text lands in the box: the spec's quick search follows 500 ms later.
  const [voiceSearch, setVoiceSearch] = useState(0);

  const profile = load.status === 'ready' ? load.profile : null;
  const distanceUnit: DistanceUnit = profile?.distance_unit ?? 'miles';
  const profileSettled = load.status !== 'loading';

  const { savedLists, setSavedLists } = useProfilePrefill(profile, again, userId, setValues);

  const set = (patch: Partial<SearchFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const voice = useVoiceInput((text) => {
    set({ searchQuery: text.slice(0, SEARCH_TEXT_MAX_LENGTH) });
    setDetected(null);
    setVoiceSearch((n) => n + 1);
  });

  const reset = () => {
    forgetSearchChoices(sessionStore());
    setValues(defaultValues(savedLists ? { dietary_preferences: savedLists.dietary, allergies: savedLists.allergies, allergy_severities: savedLists.severities } : null));
    setDetected(null);
    setVoiceSearch(0);
    setTable(ALONE);
    location.reset();
    toast.success(t('toast.reset'));
  };

  const canSubmit = !loading && profileSettled && location.hasCoordinates && (shownTable.includeMe || shownTable.dinerIds.length > 0);

  const search = async () => {
    setVoiceSearch(0);
    if (loading) return;
    const where = await location.locationForSearch();
    if (!where) return;
    const outcome = await submit(values, where, distanceUnit, tableRequest(shownTable, diners.map((d) => d.id)));
    // The form's own choices are kept; what the words added applied to that search only (issue 18).
    if (outcome && userId) saveSearchChoices(sessionStore(), userId, outcome.values, asChoices(savedLists));
    if (outcome) setDetected(outcome.detected);
  };

  useDelayedVoiceSearch(voiceSearch, search);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void search();
  };

  /** The text typed: it takes over from a pending voice search and clears the detected language. */
  const typeQuery = (searchQuery: string) => {
    setVoiceSearch(0);
    set({ searchQuery });
    setDetected(null);
  };

  return { values, set, typeQuery, savedLists, setSavedLists, detected, location, loading, voice, reset, onSubmit, canSubmit, distanceUnit, profileSettled, table: shownTable, setTable, diners };
}
