import * as z from 'zod';
import type { AllergenScanResult } from '../domain/allergen-scan';
import type { OpeningSchedule } from '../domain/opening-hours/open-status';
import { CUISINES } from '../domain/cuisines';
import { PRICE_LEVELS } from '../domain/search-lexicon/types';
import { boundedList, boundedText, boundedUrl, countSchema, distanceMetersSchema, ratingSchema } from './bounds';
import { latitudeSchema, longitudeSchema } from './geocoding';
import { placeNoteSchema } from './verdict-reports';
import type { Attribution, PlacesSearchResponse, Restaurant, RestaurantDetail } from './places';

/**
 * Response schemas of the restaurant routes, for their contracts: the server checks its answers
 * against them in tests and development, the web client checks what it receives. Each is held to
 * its TypeScript type (`satisfies z.ZodType<...>`), so the two cannot drift apart.
 * A restaurant is also what a save or a tag sends back (its stored copy), so every field is bounded.
 */
const terms = boundedList(boundedText());
/** What each quoted word is (shared/domain/allergen-scan/types.ts TermKind); absent in copies stored before it existed. */
const termKinds = boundedList(z.enum(['ingredient', 'dish', 'sauce', 'custom', 'placeName', 'cuisine', 'dietTag'])).optional();
/** An allergy's severity when it is not a plain allergy (product-rules §11.4); absent in copies stored before it existed. */
const severity = z.enum(['severe', 'intolerance']).optional();

const allergenWarningSchema = z.object({
  kind: z.enum(['allergen', 'allergenPossible', 'allergenNegated']),
  category: boundedText(),
  label: boundedText(),
  terms,
  termKinds,
  severity,
});

const dietWarningSchema = z.object({ kind: z.literal('diet'), diet: boundedText(), label: boundedText(), terms, termKinds });

const safeOptionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('supportsDiet'), diet: boundedText(), label: boundedText(), only: z.literal(true).optional() }),
  z.object({ kind: z.literal('noRestrictions') }),
]);

const checkRefSchema = z.object({ id: boundedText(), label: boundedText(), list: z.enum(['allergy', 'diet']), severity });

const scanNoteSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('cuisineKnowledge'),
    cuisine: boundedText(),
    label: boundedText(),
    ingredients: boundedList(z.object({ id: boundedText(), label: boundedText() })),
    checks: boundedList(checkRefSchema),
  }),
  z.object({
    kind: z.literal('notEnoughInformation'),
    all: z.boolean(),
    checks: boundedList(checkRefSchema),
  }),
  z.object({ kind: z.literal('unchecked'), label: boundedText(), list: z.enum(['allergy', 'diet']), severity }),
]);

export const allergenScanResultSchema = z.object({
  isSafe: z.boolean(),
  riskLevel: z.enum(['safe', 'caution', 'danger']),
  allergenWarnings: boundedList(allergenWarningSchema),
  dietaryWarnings: boundedList(dietWarningSchema),
  safeOptions: boundedList(safeOptionSchema),
  hasSafeMenuItems: z.boolean(),
  evidence: z.object({ level: z.enum(['none', 'limited', 'ample']), words: countSchema(), menuItems: countSchema() }),
  limited: z.boolean(),
  notes: boundedList(scanNoteSchema),
  raisedBySeverity: z.literal(true).optional(),
}) satisfies z.ZodType<AllergenScanResult>;

/** One person at the table and the place's verdict for them (product-rules §14.4). */
function dinerVerdictSchema() {
  return z.object({ dinerId: boundedText(64), name: boundedText(), initials: boundedText(8), scan: allergenScanResultSchema });
}

export const tableMemberSchema = z.object({ dinerId: boundedText(64), name: boundedText(), initials: boundedText(8) });

export const attributionSchema = z.object({ text: boundedText(), url: boundedUrl().optional() }) satisfies z.ZodType<Attribution>;

/** A week of minutes at most; 200 intervals cover two a day with room to spare. */
const scheduleMinute = z.number().int().min(0).max(7 * 24 * 60);
const scheduleIntervals = boundedList(z.tuple([scheduleMinute, scheduleMinute]));
const openingScheduleSchema = z.object({
  timeZone: boundedText(64),
  from: z.iso.datetime().max(30),
  horizonMinutes: scheduleMinute,
  open: scheduleIntervals,
  unknown: scheduleIntervals,
}) satisfies z.ZodType<OpeningSchedule>;

const restaurantFields = {
  id: boundedText().min(1),
  name: boundedText(),
  imageUrl: boundedUrl().min(1),
  rating: ratingSchema().optional(),
  userRatingCount: countSchema().optional(),
  priceLevel: z.enum(PRICE_LEVELS).optional(),
  cuisineType: boundedText(),
  cuisines: boundedList(z.enum(CUISINES)),
  address: boundedText(),
  formatted_address: boundedText(),
  vicinity: boundedText(),
  coordinates: z.object({ lat: latitudeSchema, lng: longitudeSchema }),
  countryCode: z.string().length(2).regex(/^[A-Z]{2}$/).optional(),
  dietaryOptions: boundedList(boundedText()),
  dietaryOnly: boundedList(boundedText()).optional(),
  pros: boundedList(boundedText()),
  cons: boundedList(boundedText()),
  hasMenuExtraction: z.boolean(),
  openNow: z.boolean().optional(),
  openingSchedule: openingScheduleSchema.optional(),
  source: z.enum(['google-places', 'openstreetmap', 'demo']),
  demo: z.boolean(),
  attribution: attributionSchema.optional(),
  allergyInfo: allergenScanResultSchema,
  placeNotes: boundedList(placeNoteSchema).optional(),
  table: boundedList(dinerVerdictSchema()).optional(),
};

export const restaurantSchema = z.object({
  ...restaurantFields,
  distance: boundedText(),
  distanceMeters: distanceMetersSchema(),
}) satisfies z.ZodType<Restaurant>;

export const placesSearchResponseSchema = z.object({
  restaurants: z.array(restaurantSchema),
  source: z.enum(['google-places', 'openstreetmap', 'demo']),
  demo: z.boolean(),
  attributions: z.array(attributionSchema),
  usage: z.object({ searchesToday: z.number().int().nonnegative(), searchLimit: z.number().int().positive() }),
  searchText: z.object({ words: z.array(z.string()), avoid: z.array(z.string()), matched: z.boolean() }),
  searchId: z.string(),
  table: z.array(tableMemberSchema).optional(),
  noDataHere: z
    .object({ areas: z.array(z.object({ name: boundedText(), places: countSchema(), center: z.object({ lat: latitudeSchema, lng: longitudeSchema }) })) })
    .optional(),
}) satisfies z.ZodType<PlacesSearchResponse>;

export const restaurantDetailSchema = z.object({
  ...restaurantFields,
  scannedWith: z.enum(['search', 'profile']),
  distance: boundedText().optional(),
  distanceMeters: distanceMetersSchema().optional(),
  photos: z.array(
    z.object({
      url: z.string().min(1),
      width: z.number().optional(),
      height: z.number().optional(),
      attributions: z.array(attributionSchema).optional(),
    }),
  ),
  phone: z.string().optional(),
  website: z.string().optional(),
  hours: z.array(z.string()),
  openingHours: z.string().optional(),
  reviews: z.array(
    z.object({
      author: z.string(),
      authorUrl: z.string().optional(),
      rating: z.number().optional(),
      text: z.string(),
      relativeTime: z.string().optional(),
      publishedAt: z.string().optional(),
    }),
  ),
  mapUrl: z.string().optional(),
}) satisfies z.ZodType<RestaurantDetail>;
