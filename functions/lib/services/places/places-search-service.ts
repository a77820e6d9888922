import { randomUUID } from 'node:crypto';
import { PLACES_ERRORS, type PlacesSearchPreferences, type PlacesSearchResponse } from '../../../../shared/api/places';
import { severitiesFor } from '../../../../shared/domain/allergy-severity';
import { compileScanLists } from '../../../../shared/domain/scan-lists';
import { extractSearchInfo, mergeDetection, readSearchText } from '../../../../shared/domain/search-lexicon/index';
import { normalizeLanguage } from '../../../../shared/i18n/languages';
import { type UtcDate, utcDate } from '../../../../shared/domain/utc-dates';
import { consumeDailyUsage, releaseDailyUsage } from '../../data/daily-usage-repository';
import type { Db } from '../../data/db';
import { putSearchHistoryEntry, searchHistoryApiId } from '../../data/search-history-repository';
import type { AuthContext } from '../../caller';
import { AnswerUndeliverableError } from '../../errors';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { RiskLevel } from '../../../../shared/domain/allergen-scan/types';
import { noMetrics, type MetricsPort } from '../../observability/metrics-port';
import { PlacesUnavailableError } from '../../providers/places/errors';
import type { PlaceSearchQuery, PlacesPort } from '../../providers/places/port';
import { getPlaceNotesOf } from '../../data/place-note-repository';
import { menuRestaurantIds } from '../menus/menu-status';
import { radiusToMeters } from './places-distance';
import { demoteWhatTheTextAvoids } from './avoid-demotion';
import { scanPlaceOf, toRestaurant } from './places-restaurant';
import { seatedDinerIds, seatTable, tableMembers, tableVerdicts } from './table-service';
import * as clock from '../../clock';

/**
 * POST /places/search. Order matters: the day's allowance is taken atomically before the provider
 * is called (so 20 concurrent searches at 10 left yield exactly 10 answers), and given back when
 * anything after it fails, so a failed search never costs one. Every successful search is
 * recorded in the user's search history. The search text ranks and never filters (issue 9).
 */
export interface PlacesSearchDeps {
  db: Db;
  places: PlacesPort;
  /** Searches per UTC day; DAILY_SEARCH_ALLOWANCE except in a local benchmark (see searchDailyLimit). */
  searchLimit: number;
  apiBaseUrl: string;
  logger?: Pick<Logger, 'error'>;
  /** Counts the answered search and its places by risk. */
  metrics?: MetricsPort;
  /** Aborted once the answer cannot reach the caller (hung up, or past the deadline): the search is given back. */
  signal?: AbortSignal;
  now?: () => Date;
}

/** Results per search: the spec's results page shows 9 per page; 60 is what Google's text search gives at most. */
export const SEARCH_MAX_RESULTS = 60;

export async function searchPlaces(deps: PlacesSearchDeps, caller: AuthContext, prefs: PlacesSearchPreferences): Promise<PlacesSearchResponse> {
  const now = deps.now?.() ?? clock.now();
  const date = utcDate(now);
  const searchesToday = await takeSearch(deps, caller.userId, date);
  try {
    const { search, reading, textDiets, textAllergies } = readSearch(prefs);
    const query = toQuery(search, reading.words, textDiets);
    // One Query for the caller's menus of the last day, beside the provider call (the card's "menu scraped").
    const menus = menuRestaurantIds(deps, caller.userId, now);
    // "Search for" (§14.4): the diners at the table, read from the caller's own partition beside the provider call.
    const seatsRead = seatTable(deps.db, caller.userId, prefs.dinerIds?.length ? { includeMe: prefs.includeMe !== false, dinerIds: prefs.dinerIds } : undefined);
    const [result, seats] = await Promise.all([findPlaces(deps.places, query, reading.suggestedCuisine), seatsRead]);
    const dinerIds = seatedDinerIds(seats);
    const historyId = randomUUID();
    // One severity per allergy: those sent, `allergy` for the rest and for what the text added (§11.4).
    const allergySeverities = severitiesFor(search.allergies, search.allergySeverities);
    const history = putSearchHistoryEntry(
      deps.db,
      caller.userId,
      {
        id: historyId,
        search_query: search.searchQuery,
        ...(search.originalQuery && search.originalQuery !== search.searchQuery ? { original_query: search.originalQuery } : {}),
        ...(search.detectedLanguage ? { detected_language: search.detectedLanguage } : {}),
        cuisine_type: search.cuisineType,
        price_range: search.priceRange,
        dietary_restrictions: search.dietaryRestrictions,
        allergies: search.allergies,
        allergy_severities: allergySeverities,
        avoid_terms: reading.avoid,
        location: search.location,
        coordinates: search.coordinates,
        search_radius: search.searchRadius,
        distance_unit: search.distanceUnit,
        ...(search.partySize ? { party_size: search.partySize } : {}),
        // The table's diners that are the caller's (§14.4): the detail page and menu opened from this search seat the same.
        ...(seats ? { diner_ids: dinerIds, include_me: prefs.includeMe !== false } : {}),
        results_count: result.places.length,
        source: result.source,
        saved: false,
      },
      now,
    );
    // Scanning is synchronous work: do it while the history write is in flight. What the text
    // said to avoid ("without cheese") is checked like a custom allergy. The history item keeps
    // these lists: the detail page and menu opened from this search check the same (§10.1).
    const placeNotes = getPlaceNotesOf(deps.db, result.places.map((place) => place.id));
    const context = {
      scanProfile: compileScanLists({ allergies: search.allergies, dietaryRestrictions: search.dietaryRestrictions, avoid: reading.avoid, allergySeverities }),
      apiBaseUrl: deps.apiBaseUrl,
      now,
    };
    const restaurants = result.places.map((place) => {
      const restaurant = toRestaurant(place, context, search.coordinates, search.distanceUnit);
      if (seats) restaurant.table = tableVerdicts(seats, restaurant.allergyInfo, scanPlaceOf(place));
      return restaurant;
    });
    // Ranked by the text (and its diets) in the provider's order; otherwise nearest first.
    if (!query.text && !query.diets?.length) restaurants.sort((a, b) => a.distanceMeters - b.distanceMeters);
    const ranked = demoteWhatTheTextAvoids(restaurants, { allergies: textAllergies, terms: reading.avoid });
    const [withMenus, notes] = await Promise.all([menus, placeNotes]);
    for (const restaurant of restaurants) {
      restaurant.hasMenuExtraction = withMenus.has(restaurant.id);
      // Operators' accepted notes (§16.3): evidence shown with the verdict, never read by the scan.
      const placeNotesOf = notes.get(restaurant.id);
      if (placeNotesOf) restaurant.placeNotes = placeNotesOf;
    }
    await history;
    if (deps.signal?.aborted) throw new AnswerUndeliverableError();
    // No real data for the area: nothing could be found, so the search is not counted (given back).
    const counted = result.noDataHere ? await notCounted(deps, caller.userId, date, searchesToday) : searchesToday;
    countSearch(deps.metrics ?? noMetrics, restaurants);
    return {
      restaurants: ranked,
      source: result.source,
      demo: result.demo,
      attributions: result.attributions,
      usage: { searchesToday: counted, searchLimit: deps.searchLimit },
      searchText: { words: reading.words, avoid: reading.avoid, matched: result.textMatched !== false },
      searchId: searchHistoryApiId(now.toISOString(), historyId),
      ...(seats ? { table: tableMembers(seats) } : {}),
      ...(result.noDataHere ? { noDataHere: result.noDataHere } : {}),
    };
  } catch (error) {
    await giveBackSearch(deps, caller.userId, date).catch((releaseError: unknown) => deps.logger?.error('Could not give back a failed search', { error: releaseError }));
    throw error;
  }
}

/** One answered search, and how many of its places each risk level got (one count per level, not per place). */
function countSearch(metrics: MetricsPort, restaurants: readonly { allergyInfo: { riskLevel: RiskLevel } }[]): void {
  metrics.count({ name: 'Searches' });
  const byRisk = new Map<RiskLevel, number>();
  for (const { allergyInfo } of restaurants) byRisk.set(allergyInfo.riskLevel, (byRisk.get(allergyInfo.riskLevel) ?? 0) + 1);
  for (const [risk, places] of byRisk) metrics.count({ name: 'ScansByRisk', risk }, places);
}

function giveBackSearch(deps: PlacesSearchDeps, userId: string, date: UtcDate): Promise<number> {
  return releaseDailyUsage(deps.db, userId, date, 'searches');
}

/** Gives back a search that found no data to search; the day's count after it (kept counted if that fails). */
function notCounted(deps: PlacesSearchDeps, userId: string, date: UtcDate, searchesToday: number): Promise<number> {
  return giveBackSearch(deps, userId, date).catch((error: unknown) => {
    deps.logger?.error('Could not give back a search without data', { error });
    return searchesToday;
  });
}

async function takeSearch(deps: PlacesSearchDeps, userId: string, date: string): Promise<number> {
  return consumeDailyUsage(deps.db, userId, date, 'searches', deps.searchLimit, { code: 'DAILY_SEARCH_LIMIT', message: PLACES_ERRORS.DAILY_SEARCH_LIMIT });
}

/**
 * The text read as the translation reads it (the same extraction, so the web's merge and this one
 * agree; a direct API call gets the same search): its cuisine and price fill fields left at "any",
 * its diets and allergies join the lists, and what is left are the words to match and the things to avoid.
 */
function readSearch(prefs: PlacesSearchPreferences) {
  const text = prefs.searchQuery;
  const translated = prefs.originalQuery !== undefined && prefs.originalQuery !== text;
  const language = normalizeLanguage(prefs.detectedLanguage) ?? undefined;
  const info = extractSearchInfo(translated ? { originalText: prefs.originalQuery!, translatedText: text, language } : { originalText: text, language });
  return {
    search: mergeDetection(prefs, info),
    reading: readSearchText({ text, original: prefs.originalQuery, language: translated ? 'en' : language }),
    textDiets: info.extractedDietaryInfo.preferences,
    textAllergies: info.extractedDietaryInfo.allergies,
  };
}

function toQuery(prefs: PlacesSearchPreferences, words: readonly string[], diets: readonly string[]): PlaceSearchQuery {
  return {
    center: prefs.coordinates,
    radiusMeters: radiusToMeters(prefs.searchRadius, prefs.distanceUnit),
    ...(words.length ? { text: words.join(' ') } : {}),
    ...(diets.length ? { diets } : {}),
    ...(prefs.cuisineType !== 'any' ? { cuisine: prefs.cuisineType } : {}),
    ...(prefs.priceRange !== 'any' ? { priceLevels: [prefs.priceRange] } : {}),
    ...(prefs.language ? { language: prefs.language } : {}),
    maxResults: SEARCH_MAX_RESULTS,
  };
}

/**
 * A cuisine only a dish in the text suggested ("cheesecake factory" → dessert) is a fallback, not a
 * filter: the dish's word finds the places serving it whatever their cuisine, and only when the
 * words match nothing do the suggested cuisine's places answer.
 */
async function findPlaces(places: PlacesPort, query: PlaceSearchQuery, suggestedCuisine: string | undefined) {
  if (!query.text || !query.cuisine || query.cuisine !== suggestedCuisine) return callProvider(places, query);
  const { cuisine: _suggested, ...anyCuisine } = query;
  const byWords = await callProvider(places, anyCuisine);
  if (byWords.textMatched !== false) return byWords;
  const { text: _unmatched, ...byCuisine } = query;
  return { ...(await callProvider(places, byCuisine)), textMatched: false };
}

/** Adapters throw PlacesUnavailableError themselves; anything else unexpected from them is one too. */
async function callProvider(places: PlacesPort, query: PlaceSearchQuery) {
  try {
    return await places.search(query);
  } catch (error) {
    throw error instanceof PlacesUnavailableError ? error : new PlacesUnavailableError(error);
  }
}
