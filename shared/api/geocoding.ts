import * as z from 'zod';
import { COORDINATE_PLACES, roundedTo } from './bounds';
import { AUTOCOMPLETE_MIN_LENGTH } from './geocoding-constants';
import { languageSchema } from './profile';

/**
 * Location contracts: POST /geocode (spec: secure-geocoding) and POST /locations/autocomplete
 * (spec: autocomplete-locations). Coordinates are WGS 84 decimal degrees; `country` is the ISO
 * 3166-1 alpha-2 code ("US"); labels read "Philadelphia, Pennsylvania, US" (postal codes:
 * "Philadelphia, Pennsylvania 19103, US").
 */

export const LOCATION_QUERY_MAX_LENGTH = 100;
export { AUTOCOMPLETE_MIN_LENGTH, coordinatesLabel } from './geocoding-constants';
export const AUTOCOMPLETE_DEFAULT_LIMIT = 5;
export const AUTOCOMPLETE_MAX_LIMIT = 10;

/** Error codes of these routes (besides VALIDATION_FAILED) and their messages. */
export const GEOCODING_ERRORS = {
  /** 404 for a name or postal code: the spec's toast text. */
  LOCATION_NOT_FOUND: 'Could not find coordinates for this location.',
  /** 404 for coordinates with no named place nearby: show "Location: lat, lng" instead. */
  ADDRESS_NOT_FOUND: 'No place name was found near these coordinates.',
  /** 503: the geocoding provider failed or timed out. */
  GEOCODING_UNAVAILABLE: 'Location search is unavailable right now. Please try again in a moment.',
} as const;

export const LATITUDE_RANGE = 'Latitude must be between -90 and 90.';
export const LONGITUDE_RANGE = 'Longitude must be between -180 and 180.';
export const latitudeSchema = z
  .number({ error: 'Latitude must be a number.' })
  .min(-90, { error: LATITUDE_RANGE })
  .max(90, { error: LATITUDE_RANGE })
  .overwrite(roundedTo(COORDINATE_PLACES));
export const longitudeSchema = z
  .number({ error: 'Longitude must be a number.' })
  .min(-180, { error: LONGITUDE_RANGE })
  .max(180, { error: LONGITUDE_RANGE })
  .overwrite(roundedTo(COORDINATE_PLACES));

/** Trimmed, inner whitespace collapsed, 1 to 100 characters. */
const locationTextSchema = (min: number, tooShort: string) =>
  z
    .string({ error: 'Enter a city or postal code.' })
    // Spaces are collapsed before the length rule; a text far over it is refused before that work.
    .max(LOCATION_QUERY_MAX_LENGTH * 10, { error: `Keep the location under ${LOCATION_QUERY_MAX_LENGTH} characters.` })
    .transform((text) => text.trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(min, { error: tooShort })
        .max(LOCATION_QUERY_MAX_LENGTH, { error: `Keep the location under ${LOCATION_QUERY_MAX_LENGTH} characters.` }),
    );

/**
 * POST /geocode: either `{ query }` (a city name, optionally with region or country: "Paris",
 * "Springfield, IL", "Zürich"; or a US ZIP / Canadian postal code: "19103", "M5V 2T6") or
 * `{ lat, lng }` for the nearest named place. `language` asks for labels in that language where
 * the provider has them (the embedded provider answers in English/local names).
 */
export const geocodeRequestSchema = z
  .strictObject({
    query: locationTextSchema(1, 'Enter a city or postal code.').optional(),
    lat: latitudeSchema.optional(),
    lng: longitudeSchema.optional(),
    language: languageSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const hasCoordinates = body.lat !== undefined || body.lng !== undefined;
    if (body.query !== undefined && hasCoordinates) {
      ctx.addIssue({ code: 'custom', path: ['query'], message: 'Send either a query or lat and lng, not both.' });
    } else if (body.query === undefined && !hasCoordinates) {
      ctx.addIssue({ code: 'custom', path: ['query'], message: 'Send a city or postal code as query, or coordinates as lat and lng.' });
    } else if (hasCoordinates && body.lat === undefined) {
      ctx.addIssue({ code: 'custom', path: ['lat'], message: 'Send lat together with lng.' });
    } else if (hasCoordinates && body.lng === undefined) {
      ctx.addIssue({ code: 'custom', path: ['lng'], message: 'Send lng together with lat.' });
    }
  })
  .transform((body): GeocodeQuery =>
    body.query !== undefined
      ? { kind: 'search', query: body.query, language: body.language }
      : { kind: 'reverse', lat: body.lat!, lng: body.lng!, language: body.language },
  );
/** What the browser sends. */
export type GeocodeRequest = z.input<typeof geocodeRequestSchema>;
/** What the server works with, after validation. */
export type GeocodeQuery =
  | { kind: 'search'; query: string; language?: z.infer<typeof languageSchema> | undefined }
  | { kind: 'reverse'; lat: number; lng: number; language?: z.infer<typeof languageSchema> | undefined };

/** The answer to POST /geocode (200). A reverse lookup answers the nearest city or town. */
export const geocodeResponseSchema = z.object({
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  city: z.string().optional(),
  region: z.string().optional(),
  country: z.string().optional(),
  postalCode: z.string().optional(),
});
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;

/** POST /locations/autocomplete: suggestions from 2 characters on. */
export const autocompleteRequestSchema = z.strictObject({
  query: locationTextSchema(AUTOCOMPLETE_MIN_LENGTH, `Type at least ${AUTOCOMPLETE_MIN_LENGTH} characters to see suggestions.`),
  limit: z
    .number({ error: 'limit must be a number.' })
    .int({ error: 'limit must be a whole number.' })
    .min(1, { error: `limit must be between 1 and ${AUTOCOMPLETE_MAX_LIMIT}.` })
    .max(AUTOCOMPLETE_MAX_LIMIT, { error: `limit must be between 1 and ${AUTOCOMPLETE_MAX_LIMIT}.` })
    .default(AUTOCOMPLETE_DEFAULT_LIMIT),
  language: languageSchema.optional(),
});
export type AutocompleteRequest = z.input<typeof autocompleteRequestSchema>;

export const LOCATION_SUGGESTION_KINDS = ['city', 'postal-code'] as const;
export const locationSuggestionSchema = z.object({
  label: z.string(),
  kind: z.enum(LOCATION_SUGGESTION_KINDS),
  lat: z.number(),
  lng: z.number(),
});
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;

/** The answer to POST /locations/autocomplete (200): best first, labels unique; may be empty. */
export const autocompleteResponseSchema = z.object({ suggestions: z.array(locationSuggestionSchema) });
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;
