import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { Coordinates, PlacesSearchPreferences } from '@shared/api/places';
import type { DistanceUnit } from '@shared/api/profile';
import type { TranslateResponse } from '@shared/api/translate';
import { normalizeLanguage } from '@shared/i18n/languages';
import { useUnreachableMessage } from '@/components/service-status/use-unreachable-message';
import { severitiesFor } from '@shared/domain/allergy-severity';
import { useAuth } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { searchPlaces } from '../api/places-api';
import { detectAndTranslate } from '../api/translate-api';
import type { SearchFormValues } from '../search-form';
import { saveSearch } from '../search-storage';
import { listsAddedByText } from '../search-text-lists';

export interface SearchLocation {
  label: string;
  coordinates: Coordinates;
  useCurrentLocation: boolean;
}

/** The language the text was read in, when the search used its translation. */
export interface DetectedLanguage {
  language: string;
  translatedText: string;
}

/** The language detection and merge helpers; loaded on the first search, they carry the lexicon. */
const loadDetection = () => import('@shared/domain/search-lexicon/detection');

/** The language's name in the interface language ("Spanish", "espagnol"), or its code. */
export function languageName(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The spec's search submit (product-rules §4): detect and translate the text, merge what it asks for
 * into this search's lists, run the search (the server counts it and records it in history), then go
 * to /search-results or show the error toast. What the words asked for applies to this search only:
 * the form's values come back as they were, and the diets and allergies the words added travel with
 * the results as `searchFromText` (issue 18: "vegan pizza" must not make every later search vegan).
 */
export function useSearchSubmit() {
  const { t, i18n } = useTranslation('search');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useAuth().user?.userId ?? null;
  const [loading, setLoading] = useState(false);
  const unreachableMessage = useUnreachableMessage();

  const submit = useCallback(
    async (
      values: SearchFormValues,
      where: SearchLocation,
      distanceUnit: DistanceUnit,
      /** Who the search is for (product-rules §14.4): ids only, never a diner's lists. */
      table: Pick<PlacesSearchPreferences, 'dinerIds' | 'includeMe'> = {},
    ): Promise<{ values: SearchFormValues; detected: DetectedLanguage | null } | null> => {
      setLoading(true);
      const uiLanguage = normalizeLanguage(i18n.resolvedLanguage) ?? 'en';
      try {
        const text = values.searchQuery.trim();
        let merged = values;
        let detected: DetectedLanguage | null = null;
        let detection: TranslateResponse | null = null;
        if (text) {
          const lexicon = await loadDetection();
          // Any failure: the original text, read as English with low confidence (spec).
          detection = await detectAndTranslate(text, uiLanguage).catch(() => lexicon.fallbackDetection(text));
          merged = lexicon.mergeDetection(values, detection);
          if (lexicon.usesTranslation(detection)) {
            detected = { language: detection.detectedLanguage, translatedText: detection.translatedText };
            toast.info(t('toast.languageDetected', { language: languageName(detection.detectedLanguage, uiLanguage) }), {
              description: t('toast.searchingFor', { text: detection.translatedText }),
              id: 'language-detected',
            });
          }
        }

        const preferences: PlacesSearchPreferences = {
          searchQuery: detected ? detected.translatedText : text,
          cuisineType: merged.cuisineType,
          priceRange: merged.priceRange,
          dietaryRestrictions: merged.dietaryRestrictions,
          allergies: merged.allergies,
          // The form's severity of each allergy; what the words added is an `allergy` (product-rules §11.4).
          allergySeverities: severitiesFor(merged.allergies, merged.allergySeverities),
          searchRadius: merged.searchRadius,
          distanceUnit,
          coordinates: where.coordinates,
          location: where.label,
          useCurrentLocation: where.useCurrentLocation,
          ...(detected ? { originalQuery: text } : {}),
          ...(detection ? { detectedLanguage: detection.detectedLanguage } : {}),
          language: uiLanguage,
          ...table,
        };

        const response = await searchPlaces(preferences);
        if (response.noDataHere) {
          // No real data there: the results page says so and where there is some (nothing is invented).
          const search = { searchResults: [], searchPreferences: preferences, searchText: response.searchText, noDataHere: response.noDataHere, searchId: response.searchId };
          saveSearch(search);
          navigate('/search-results', { state: search });
          return { values: merged, detected };
        }
        if (response.restaurants.length === 0) {
          toast.info(t('toast.noResults'));
          return { values, detected };
        }
        toast.success(t('toast.found', { count: response.restaurants.length }));
        const searchFromText = listsAddedByText(values, merged);
        // The detail page and menu opened from these results scan with this search's lists (product-rules §10.1).
        const search = { searchResults: response.restaurants, searchPreferences: preferences, searchFromText, searchText: response.searchText, searchId: response.searchId };
        saveSearch(search);
        navigate('/search-results', { state: search });
        return { values, detected };
      } catch (error) {
        // Unreachable: say so (product-rules §3.5); the form and the results on screen stay as they are.
        const unreachable = unreachableMessage(error);
        if (unreachable) toast.error(unreachable, { id: 'search-failed' });
        else showSearchError(error, t);
        return null;
      } finally {
        setLoading(false);
        // A search (or its refusal at the daily limit) changes the counters: the header gauges read them again now.
        if (userId) void queryClient.invalidateQueries({ queryKey: queryKeys.usage(userId) });
      }
    },
    [t, i18n, navigate, queryClient, userId, unreachableMessage],
  );

  return { submit, loading };
}

function showSearchError(error: unknown, t: (key: string, values?: Record<string, string>) => string): void {
  if (error instanceof ApiError && error.code === 'DAILY_SEARCH_LIMIT') {
    toast.error(t('toast.dailyLimit'), { description: t('toast.dailyLimitDetail'), id: 'search-daily-limit' });
    return;
  }
  if (error instanceof ApiError && error.code === 'PLACES_UNAVAILABLE') {
    toast.error(t('toast.failed', { message: t('toast.unavailable') }), { id: 'search-failed' });
    return;
  }
  // Client errors carry a message written for the user; anything else gets the catch-all.
  const userMessage = error instanceof ApiError && error.status >= 400 && error.status < 500 && !error.code.startsWith('HTTP_');
  toast.error(userMessage ? t('toast.failed', { message: error.message }) : t('toast.error'), { id: 'search-failed' });
}
