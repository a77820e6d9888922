import { randomUUID } from 'node:crypto';
import { PLACES_ERRORS, type PlacesSearchPreferences, type PlacesSearchResponse } from '../../../shared/api/places';
import { compileScanProfile } from '../../../shared/domain/allergen-scan';
import { utcDate } from '../../../shared/domain/utc-dates';
import { consumeDailyUsage, releaseDailyUsage } from '../data/daily-usage-repository';
import type { Db } from '../data/db';
import { LimitReachedError } from '../data/limits';
import { putSearchHistoryEntry } from '../data/search-history-repository';
import type { AuthContext } from '../http/auth-context';
import { LimitExceededError } from '../http/errors';
import type { Logger } from '@aws-lambda-powertools/logger';
import { PlacesUnavailableError } from '../providers/places/errors';
import type { PlaceSearchQuery, PlacesPort } from '../providers/places/port';
import { radiusToMeters } from './places-distance';
import { toRestaurant } from './places-restaurant';

/**
 * POST /places/search. Order matters: the day's allowance is taken atomically before the provider
 * is called (so 20 concurrent searches at 10 left yield exactly 10 answers), and given back when
 * anything after it fails, so a failed search never costs one. Every successful search is
 * recorded in the user's search history.
 */
export interface PlacesSearchDeps {
  db: Db;
  places: PlacesPort;
  /** Searches per UTC day; DAILY_SEARCH_ALLOWANCE except in a local benchmark (see searchDailyLimit). */
  searchLimit: number;
  apiBaseUrl: string;
  logger?: Pick<Logger, 'error'>;
  now?: () => Date;
}

/** Results per search: the spec's results page shows 9 per page; 60 is what Google's text search gives at most. */
export const SEARCH_MAX_RESULTS = 60;

export async function searchPlaces(deps: PlacesSearchDeps, caller: AuthContext, prefs: PlacesSearchPreferences): Promise<PlacesSearchResponse> {
  const now = deps.now?.() ?? new Date();
  const date = utcDate(now);
  const searchesToday = await takeSearch(deps, caller.userId, date);
  try {
    const result = await callProvider(deps.places, toQuery(prefs));
    const history = putSearchHistoryEntry(
      deps.db,
      caller.userId,
      {
        id: randomUUID(),
        search_query: prefs.searchQuery,
        ...(prefs.originalQuery && prefs.originalQuery !== prefs.searchQuery ? { original_query: prefs.originalQuery } : {}),
        ...(prefs.detectedLanguage ? { detected_language: prefs.detectedLanguage } : {}),
        cuisine_type: prefs.cuisineType,
        price_range: prefs.priceRange,
        dietary_restrictions: prefs.dietaryRestrictions,
        allergies: prefs.allergies,
        location: prefs.location,
        coordinates: prefs.coordinates,
        search_radius: prefs.searchRadius,
        distance_unit: prefs.distanceUnit,
        ...(prefs.partySize ? { party_size: prefs.partySize } : {}),
        results_count: result.places.length,
        source: result.source,
        saved: false,
      },
      now,
    );
    // Scanning is synchronous work: do it while the history write is in flight.
    const context = {
      scanProfile: compileScanProfile({ allergies: prefs.allergies, dietaryPreferences: prefs.dietaryRestrictions }),
      apiBaseUrl: deps.apiBaseUrl,
    };
    const restaurants = result.places
      .map((place) => toRestaurant(place, context, prefs.coordinates, prefs.distanceUnit))
      .sort((a, b) => a.distanceMeters - b.distanceMeters);
    await history;
    return {
      restaurants,
      source: result.source,
      demo: result.demo,
      attributions: result.attributions,
      usage: { searchesToday, searchLimit: deps.searchLimit },
    };
  } catch (error) {
    await releaseDailyUsage(deps.db, caller.userId, date, 'searches').catch((releaseError: unknown) =>
      deps.logger?.error('Could not give back a failed search', { error: releaseError }),
    );
    throw error;
  }
}

async function takeSearch(deps: PlacesSearchDeps, userId: string, date: string): Promise<number> {
  try {
    return await consumeDailyUsage(deps.db, userId, date, 'searches', deps.searchLimit);
  } catch (error) {
    if (error instanceof LimitReachedError) throw new LimitExceededError('DAILY_SEARCH_LIMIT', PLACES_ERRORS.DAILY_SEARCH_LIMIT);
    throw error;
  }
}

function toQuery(prefs: PlacesSearchPreferences): PlaceSearchQuery {
  return {
    center: prefs.coordinates,
    radiusMeters: radiusToMeters(prefs.searchRadius, prefs.distanceUnit),
    ...(prefs.searchQuery ? { text: prefs.searchQuery } : {}),
    ...(prefs.cuisineType !== 'any' ? { cuisine: prefs.cuisineType } : {}),
    ...(prefs.priceRange !== 'any' ? { priceLevels: [prefs.priceRange] } : {}),
    ...(prefs.language ? { language: prefs.language } : {}),
    maxResults: SEARCH_MAX_RESULTS,
  };
}

/** Adapters throw PlacesUnavailableError themselves; anything else unexpected from them is one too. */
async function callProvider(places: PlacesPort, query: PlaceSearchQuery) {
  try {
    return await places.search(query);
  } catch (error) {
    throw error instanceof PlacesUnavailableError ? error : new PlacesUnavailableError(error);
  }
}
