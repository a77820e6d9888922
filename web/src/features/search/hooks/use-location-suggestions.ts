import { useEffect, useState } from 'react';
import type { LocationSuggestion } from '@shared/api/geocoding';
import { AUTOCOMPLETE_MIN_LENGTH } from '@shared/api/geocoding-constants';
import type { Language } from '@shared/i18n/languages';
import { autocompleteLocations } from '../api/location-api';

/** Wait this long after the last keystroke before asking. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 250;

/**
 * Suggestions for what is typed, from 2 characters on (spec), debounced; a newer input cancels the
 * request in flight. Failures are quiet: the field still works with Set Location.
 */
export function useLocationSuggestions(input: string, enabled: boolean, language?: Language) {
  const [answer, setAnswer] = useState<{ query: string; suggestions: LocationSuggestion[] } | null>(null);
  const query = input.trim();
  const active = enabled && query.length >= AUTOCOMPLETE_MIN_LENGTH;

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      autocompleteLocations(query, language, controller.signal).then(
        (suggestions) => setAnswer({ query, suggestions }),
        () => {
          if (!controller.signal.aborted) setAnswer({ query, suggestions: [] });
        },
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, active, language]);

  const current = active && answer?.query === query;
  // The previous answer stays listed while the next one loads, so the list does not flicker per keystroke.
  return { suggestions: active && answer ? answer.suggestions : [], loading: active && !current };
}
