import type { PlaceNote } from './verdict-reports';
import * as z from 'zod';
import type { AllergenScanResult } from '../domain/allergen-scan';
import { CUISINES, type Cuisine } from '../domain/cuisines';
import type { OpeningSchedule } from '../domain/opening-hours/open-status';
// The types module only: the search lexicon's word lists must stay out of these Lambdas' bundles.
import { PRICE_LEVELS, type PriceLevel } from '../domain/search-lexicon/types';
import { LATITUDE_RANGE, latitudeSchema, LONGITUDE_RANGE, longitudeSchema } from './geocoding';
import type { AllergySeverities } from '../domain/allergy-severity';
import { allergySeveritiesSchema, dietaryListSchema, distanceUnitSchema, languageSchema, severityWithoutAllergy } from './profile';
import { SEARCH_ID_PATTERN, SEARCH_RADIUS_MAX, SEARCH_RADIUS_MIN } from './places-constants';
import { DINER_ID_MESSAGE, DINER_ID_PATTERN, TABLE_MAX_DINERS, type DinerVerdict } from '../domain/table';

/**
 * Restaurant contracts: POST /places/search (spec: google-places-search), GET /places/{id} (the
 * detail page's restaurant) and the public photo proxy GET /places/photo (Google photos only; the
 * URLs come ready-made in `imageUrl` and `photos`, the web never builds them).
 */

/** Error codes of these routes (besides VALIDATION_FAILED) and their messages. */
export const PLACES_ERRORS = {
  /** 429: the 10 searches of this UTC day are used; nothing was searched. The spec's toast text. */
  DAILY_SEARCH_LIMIT: 'Daily Max Searches Reached',
  /** 503: the provider failed; the search was not counted. */
  PLACES_UNAVAILABLE: 'Restaurant search is unavailable right now. Please try again in a moment.',
  /** 404 on GET /places/{id}: the spec's not-found view text. */
  RESTAURANT_NOT_FOUND: "The restaurant you're looking for doesn't exist or has been removed.",
} as const;

export { PLACE_ID_PATTERN, SEARCH_ID_PATTERN, SEARCH_RADIUS_MAX, SEARCH_RADIUS_MIN } from './places-constants';
export const PARTY_SIZE_MAX = 50;
export const LOCATION_LABEL_MAX_LENGTH = 200;

export const coordinatesSchema = z.strictObject({ lat: latitudeSchema, lng: longitudeSchema });
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** The search box's limit, as POST /search/translate's (not imported: translate.ts pulls in its lexicon). */
export const SEARCH_QUERY_MAX_LENGTH = 500;

const searchTextSchema = z
  .string()
  .trim()
  .max(SEARCH_QUERY_MAX_LENGTH, { error: `Keep the search text to ${SEARCH_QUERY_MAX_LENGTH} characters or fewer.` });

/**
 * POST /places/search: the spec's search preferences as the form builds them, with the location
 * already resolved to coordinates (the web geocodes first). `searchQuery` is the text to match:
 * the translated English text when the search was in another language (the original goes in
 * `originalQuery`, for history). The text ranks, it does not filter: the server reads it as the
 * translation does (a cuisine or price fills an "any" field, diets and allergies join the lists),
 * and what is left once cuisine, diet, restriction, price, intent and stop words are read out is
 * matched, places matching more of it first (see `SearchTextReading`). Allergies and diets are this
 * search's lists (the profile's, merged with what the translation extracted); every result is
 * scanned against them and against what the text said to avoid.
 */
export const placesSearchRequestSchema = z.strictObject({
  searchQuery: searchTextSchema.default(''),
  cuisineType: z.enum(['any', ...CUISINES], { error: 'Choose a cuisine from the list, or any.' }).default('any'),
  priceRange: z.enum(['any', ...PRICE_LEVELS], { error: 'Choose a price level from $ to $$$$, or any.' }).default('any'),
  dietaryRestrictions: dietaryListSchema.default([]),
  allergies: dietaryListSchema.default([]),
  /**
   * Each allergy's severity, keyed by the allergy (product-rules §11.4); an allergy not named, and
   * every allergy of a client that sends none, is an `allergy`.
   */
  allergySeverities: allergySeveritiesSchema.optional(),
  /** In `distanceUnit`: 1 to 5 miles or 1 to 5 km. */
  searchRadius: z
    .number({ error: 'Search radius must be a number.' })
    .min(SEARCH_RADIUS_MIN, { error: `Search radius must be between ${SEARCH_RADIUS_MIN} and ${SEARCH_RADIUS_MAX}.` })
    .max(SEARCH_RADIUS_MAX, { error: `Search radius must be between ${SEARCH_RADIUS_MIN} and ${SEARCH_RADIUS_MAX}.` }),
  distanceUnit: distanceUnitSchema,
  coordinates: coordinatesSchema,
  /** The location as the user sees it ("Philadelphia, Pennsylvania, US" or "Location: 39.9526, -75.1652"). */
  location: z.string().trim().max(LOCATION_LABEL_MAX_LENGTH, { error: `Keep the location under ${LOCATION_LABEL_MAX_LENGTH} characters.` }).default(''),
  useCurrentLocation: z.boolean().optional(),
  partySize: z
    .number({ error: 'Party size must be a number.' })
    .int({ error: 'Party size must be a whole number.' })
    .min(1, { error: `Party size must be between 1 and ${PARTY_SIZE_MAX}.` })
    .max(PARTY_SIZE_MAX, { error: `Party size must be between 1 and ${PARTY_SIZE_MAX}.` })
    .optional(),
  /** The text as typed, when `searchQuery` is its translation (kept in search history). */
  originalQuery: searchTextSchema.optional(),
  /** ISO 639-1 code from POST /search/translate. */
  detectedLanguage: z
    .string()
    .regex(/^[a-z]{2,3}$/, { error: 'detectedLanguage must be an ISO 639-1 code.' })
    .optional(),
  /** Interface language: names, addresses and reviews in it where the provider has them. */
  language: languageSchema.optional(),
  /**
   * "Search for" (product-rules §14.4): the ids of the caller's diner profiles at the table, at most
   * TABLE_MAX_DINERS, each once. Ids only: the server reads the profiles from the caller's own
   * partition; an id that names none of the caller's profiles is left out (never another user's).
   */
  dinerIds: z
    .array(z.string().regex(DINER_ID_PATTERN, { error: DINER_ID_MESSAGE }), { error: 'dinerIds must be a list of diner profile ids.' })
    .max(TABLE_MAX_DINERS, { error: `Choose at most ${TABLE_MAX_DINERS} people to search for.` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Name each diner profile once.' })
    .optional(),
  /** Whether the signed-in user is at the table (default true); false needs at least one diner. */
  includeMe: z.boolean({ error: 'includeMe must be true or false.' }).optional(),
}).superRefine((search, ctx) => {
  if (search.includeMe === false && !search.dinerIds?.length) {
    ctx.addIssue({ code: 'custom', path: ['includeMe'], message: 'Choose at least one person to search for.' });
  }
  const stray = search.allergySeverities ? severityWithoutAllergy(search.allergySeverities, search.allergies) : undefined;
  if (stray !== undefined) ctx.addIssue({ code: 'custom', path: ['allergySeverities'], message: `"${stray}" has a severity but is not one of the allergies.` });
});

const SEARCH_ID_ERROR = 'searchId must be the id a search answered with (searchId of POST /places/search).';
/** At most 15 digits, a dash and a 36-character uuid. */
export const searchIdSchema = z.string().max(52, { error: SEARCH_ID_ERROR }).regex(SEARCH_ID_PATTERN, { error: SEARCH_ID_ERROR });

/** The lists a search scanned its results with: its allergies, its diets and what its words said to avoid. */
export interface SearchScanLists {
  allergies: string[];
  dietaryRestrictions: string[];
  avoid: string[];
  /** The search's severities (product-rules §11.4); a search stored before them reads every allergy as an `allergy`. */
  allergySeverities: AllergySeverities;
  /** Who was at the search's table (product-rules §14.4); absent for a search for the user alone. */
  table?: SearchTable;
}

/** Who a search was for (product-rules §14.4): the user (`includeMe`) and the ids of their diner profiles. */
export interface SearchTable {
  includeMe: boolean;
  dinerIds: string[];
}

/** One person at a search's table as the answer names them (`me` or a diner profile still kept). */
export interface TableMember {
  dinerId: string;
  /** Empty for `me`. */
  name: string;
  initials: string;
}

export type { DinerVerdict };

/**
 * Which lists a detail scan checked: the search's it was opened from (`searchId`), or the
 * profile's (opened directly, or the search is gone: cleared, expired or not the caller's).
 */
export type ScannedWith = 'search' | 'profile';

/** What the browser sends. */
export type PlacesSearchRequest = z.input<typeof placesSearchRequestSchema>;
/** What the server works with, after validation and defaults. */
export type PlacesSearchPreferences = z.output<typeof placesSearchRequestSchema>;

/** Where a restaurant's facts come from. Real and demo places are never mixed in one answer. */
export type PlaceSource = 'google-places' | 'openstreetmap' | 'demo';

/** Text the UI must show with data from a source (licence or terms), linked where `url` is set. */
export interface Attribution {
  text: string;
  url?: string;
}

/**
 * The spec's Restaurant (product-rules §4.8), as search results carry it and as it is stored with
 * saved and tagged restaurants.
 */
export interface Restaurant {
  /** Stable and URL-path safe: use it in /restaurant/{id} and GET /places/{id}. */
  id: string;
  name: string;
  /** Always set: a photo (absolute URL) or an offline illustration (GET /places/illustration). */
  imageUrl: string;
  /** 1 to 5; absent when the source has none (OpenStreetMap). */
  rating?: number;
  userRatingCount?: number;
  priceLevel?: PriceLevel;
  /**
   * English display text: the main cuisine's name ("Italian"), else the source's own words
   * ("Ethiopian"), else "Restaurant". Translate by `cuisines[0]` when there is one.
   */
  cuisineType: string;
  /** The spec's cuisine ids this place serves, main one first; may be empty. */
  cuisines: Cuisine[];
  /** Full address; `formatted_address` holds the same text (the spec reads both). */
  address: string;
  formatted_address: string;
  /** Street and town. */
  vicinity: string;
  /** "0.8 miles", "1 mile", "1.3 km": in the request's unit, one decimal. */
  distance: string;
  distanceMeters: number;
  coordinates: Coordinates;
  /** ISO 3166-1 alpha-2 country, where the source says (OpenStreetMap `addr:country`): the chef card's language (product-rules §17.3). */
  countryCode?: string;
  /** Diets the source says it caters for, as preset names ("Vegan", "Gluten-Free"). */
  dietaryOptions: string[];
  /**
   * The diets of `dietaryOptions` the place serves only (OpenStreetMap `diet:vegan=only`: every
   * dish); absent when none. The scan then reports "Only Vegan dishes" and no conflict for that diet.
   */
  dietaryOnly?: string[];
  /** AI pros and cons come with menu analysis in a later issue: empty for now. */
  pros: string[];
  cons: string[];
  /** No menu has been extracted yet (menu generation is a later issue). */
  hasMenuExtraction: boolean;
  /**
   * Open or closed when the answer was served; unknown when absent. Stale once the answer is kept:
   * show `openingSchedule` read with `openStatusAt` (shared/domain/opening-hours) instead.
   */
  openNow?: boolean;
  /** The place's open intervals for a while after the search (product-rules §4.6): absent when its hours are unknown. */
  openingSchedule?: OpeningSchedule;
  source: PlaceSource;
  /** Generated demo data, not a real restaurant: label the card "Demo data". */
  demo: boolean;
  attribution?: Attribution;
  /**
   * The allergen and diet scan for this search's lists (GET /places/{id}: the profile's lists).
   * Texts are codes plus parameters: render them with the scanner's `toEnglishText` /
   * `formatRiskBadge` (shared/domain/allergen-scan) or their translations. Read `limited` and
   * `notes` before showing "Safe Option".
   */
  allergyInfo: AllergenScanResult;
  /**
   * Notes an operator accepted for this place (product-rules §16.3), newest first: evidence shown next to
   * the verdict, quoted as written, with their date and source. They change no verdict. Absent when none.
   */
  placeNotes?: PlaceNote[];
  /**
   * "Search for" (product-rules §14.4): the verdict for each person at the table, in the table's order
   * (`me` first when the user is at it). Absent for a search for the user alone.
   */
  table?: DinerVerdict[];
}

/** POST /places/search (200). */
export interface PlacesSearchResponse {
  /** Nearest first (the results page re-sorts). May be empty. */
  restaurants: Restaurant[];
  source: PlaceSource;
  demo: boolean;
  /** Show these under the results (OpenStreetMap licence, Google terms, "Demo data"). */
  attributions: Attribution[];
  /** After this search: refresh the Searches gauge from it. */
  usage: { searchesToday: number; searchLimit: number };
  /** How the search text was read. */
  searchText: SearchTextReading;
  /** This search's id: send it with GET /places/{id} and POST /menus/generate opened from these results. */
  searchId: string;
  /**
   * Who the search was for (product-rules §14.4), after ids naming none of the caller's diner profiles
   * were left out; absent for a search for the user alone.
   */
  table?: TableMember[];
  /**
   * Set when there is no real restaurant data for the searched area (and demo places are off):
   * `restaurants` is empty for that reason, not because nothing matched. Lists where there is data.
   */
  noDataHere?: { areas: DataArea[] };
}

/** An area with real restaurant data (an imported OpenStreetMap export): its main town and size. */
export interface DataArea {
  name: string;
  places: number;
  center: Coordinates;
}

/**
 * POST /places/search's reading of `searchQuery` ("vegan pizza without cheese near Rittenhouse":
 * words ["rittenhouse"], avoid ["cheese"]; Vegan and the pizza cuisine go to the lists and filters).
 */
export interface SearchTextReading {
  /** The words matched against places; none is required, places matching more come first. */
  words: string[];
  /**
   * What the text said to leave out that no diet or allergy preset covers ("without cheese" →
   * "cheese"): scanned for like a custom allergy in this search.
   */
  avoid: string[];
  /**
   * False when `words` matched no place: the results are then the nearby places for the cuisine
   * and diets (show "Your search words matched no restaurant"). True otherwise, also without words.
   */
  matched: boolean;
}

export interface RestaurantPhoto {
  /** Absolute URL: a photo, or an offline illustration (GET /places/illustration). */
  url: string;
  width?: number;
  height?: number;
  /** Authors to credit next to the photo (required for Google photos). */
  attributions?: Attribution[];
}

export interface RestaurantReview {
  author: string;
  authorUrl?: string;
  rating?: number;
  text: string;
  relativeTime?: string;
  publishedAt?: string;
}

/**
 * GET /places/{id}?lat=&lng=&searchId= (200): the spec's Restaurant (detail) (product-rules §10.1). The
 * scan uses the lists of the search `searchId` names, else the caller's profile lists (`scannedWith`
 * says which). `distance` and `distanceMeters` are set only when `lat` and `lng` are given (in the
 * profile's unit).
 */
export interface RestaurantDetail extends Omit<Restaurant, 'distance' | 'distanceMeters'> {
  /** Whose lists `allergyInfo` checked: the page says "this search's choices" or "your profile". */
  scannedWith: ScannedWith;
  distance?: string;
  distanceMeters?: number;
  /** Main image first, at most 10. */
  photos: RestaurantPhoto[];
  phone?: string;
  website?: string;
  /** One line per day or rule ("Mon–Fri: 11:00–22:00"), English for OpenStreetMap places (Google's in the asked language). */
  hours: string[];
  /** OpenStreetMap's `opening_hours` as tagged: the page shows it in the user's language (shared/domain/opening-hours). */
  openingHours?: string;
  reviews: RestaurantReview[];
  /** The place on a map (Google Maps or openstreetmap.org). */
  mapUrl?: string;
}

/** GET /places/{id} query: optional position for the distance, and the search the page was opened from. */
export const placeDetailsQuerySchema = z
  .strictObject({
    searchId: searchIdSchema.optional(),
    lat: z.coerce.number({ error: 'Latitude must be a number.' }).min(-90, { error: LATITUDE_RANGE }).max(90, { error: LATITUDE_RANGE }).optional(),
    lng: z.coerce.number({ error: 'Longitude must be a number.' }).min(-180, { error: LONGITUDE_RANGE }).max(180, { error: LONGITUDE_RANGE }).optional(),
    language: languageSchema.optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), { error: 'Send lat and lng together.', path: ['lat'] });
export type PlaceDetailsQuery = z.output<typeof placeDetailsQuerySchema>;

/** GET /places/{id} path. An id no provider issues answers 404 RESTAURANT_NOT_FOUND, never 400. */
export const placeDetailsParamsSchema = z.object({ id: z.string() });
