import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { SearchTextReading } from '@shared/api/places';
import { asStoredSearch, loadSearch, withStoredMenuMarks, type StoredSearch } from '../search-storage';

export type ShownSearch = StoredSearch & { searchText?: SearchTextReading };

/** The search from navigation state, else from local storage (product-rules §4.5, /search-results). */
export function useStoredSearch(): ShownSearch | null {
  const state = useLocation().state as { searchResults?: unknown; searchPreferences?: unknown; searchFromText?: unknown; searchText?: unknown; noDataHere?: unknown; searchId?: unknown } | null;
  const [search] = useState(() => {
    const fromState = asStoredSearch(state?.searchResults, state?.searchPreferences, {
      fromText: state?.searchFromText,
      noDataHere: state?.noDataHere,
      searchId: state?.searchId,
    });
    const searchText = readSearchText(state?.searchText);
    return fromState ? { ...withStoredMenuMarks(fromState), ...(searchText ? { searchText } : {}) } : loadSearch();
  });
  return search;
}

/** How the server read the text (navigation state only: a stored search from before has none). */
function readSearchText(value: unknown): SearchTextReading | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Partial<SearchTextReading>;
  const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  return strings(v.words) && strings(v.avoid) && typeof v.matched === 'boolean' ? (v as SearchTextReading) : undefined;
}
