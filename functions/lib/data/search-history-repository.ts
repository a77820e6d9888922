import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { HISTORY_RETENTION_DAYS, type SearchHistoryItem, searchHistoryItemSchema } from '../../../shared/api/history';
import { SEARCH_ID_PATTERN, type SearchScanLists } from '../../../shared/api/places';
import { addDays, epochSeconds } from '../../../shared/domain/utc-dates';
import { ALLERGY_SEVERITIES, type AllergySeverity, severitiesFor } from '../../../shared/domain/allergy-severity';
import type { Db } from './db';
import { entity } from './entity';
import { getLiveItem, type Item, queryLivePrefix } from './expiry';
import { expiryAttributes, keys, SK_PREFIX } from './keys';
import { deleteByPrefix } from './prefix-delete';
import { setSaved } from './save-toggle';
import * as clock from '../clock';

/**
 * Search history item: `USER#<sub>` / `SEARCH#<ISO time>#<id>`, one per search (product-rules §9.1
 * search_history), written by POST /places/search. Attributes use the spec's names. Unsaved items
 * expire after 14 days (TTL plus the expiry index, like every expiring item).
 *
 * The API's id is `<created_at in epoch ms>-<uuid>`: it names the item's key without a lookup.
 */
export const SEARCH_HISTORY_RETENTION_DAYS = HISTORY_RETENTION_DAYS;

/** As the API names it, but `id` is the item's own id (the API's adds the time) and saving removes `expiresAt`. */
const searchHistoryEntity = entity(
  'searchHistory',
  searchHistoryItemSchema.extend({
    user_id: z.string(),
    dietary_restrictions: z.array(z.string()).default([]),
    allergies: z.array(z.string()).default([]),
    avoid_terms: z.array(z.string()).default([]),
    // Stored since severities exist (product-rules §11.4); an older search, or an unknown value, reads as none.
    allergy_severities: z.record(z.string(), z.enum(ALLERGY_SEVERITIES)).optional().catch(undefined),
    saved: z.boolean().default(false),
    expiresAt: z.number().optional(),
  }),
);

export interface SearchHistoryEntry {
  id: string;
  search_query: string;
  /** The text as typed, when search_query is its translation. */
  original_query?: string;
  detected_language?: string;
  cuisine_type: string;
  price_range: string;
  dietary_restrictions: string[];
  allergies: string[];
  /** Each allergy's severity (product-rules §11.4). */
  allergy_severities?: Record<string, AllergySeverity>;
  /** What the text said to avoid ("without cheese" → cheese): scanned for like an allergy in this search (not in the API's item). */
  avoid_terms?: string[];
  location: string;
  coordinates: { lat: number; lng: number };
  search_radius: number;
  distance_unit: string;
  party_size?: number;
  /** Who the search was for (product-rules §14.4); absent for a search for the user alone. */
  diner_ids?: string[];
  include_me?: boolean;
  results_count: number;
  source: string;
  saved: boolean;
}

export interface StoredSearchHistoryEntry extends SearchHistoryEntry {
  avoid_terms: string[];
  user_id: string;
  created_at: string;
  expiresAt: number;
}

export async function putSearchHistoryEntry(db: Db, userId: string, entry: SearchHistoryEntry, now: Date = clock.now()): Promise<StoredSearchHistoryEntry> {
  const createdAt = now.toISOString();
  const key = keys.searchHistory(userId, createdAt, entry.id);
  const expiresAt = epochSeconds(addDays(now, SEARCH_HISTORY_RETENTION_DAYS));
  const stored: StoredSearchHistoryEntry = { ...entry, avoid_terms: entry.avoid_terms ?? [], user_id: userId, created_at: createdAt, expiresAt };
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      // A random id in the key: no condition needed against overwriting another search.
      Item: searchHistoryEntity.item(key, stored, expiryAttributes(key, expiresAt)),
    }),
  );
  return stored;
}

const API_ID = SEARCH_ID_PATTERN;

export const searchHistoryApiId = (createdAt: string, id: string) => `${Date.parse(createdAt)}-${id}`;

/** The item key an API id names, or undefined for an id that cannot be one of ours. */
function keyOfApiId(userId: string, apiId: string) {
  const match = API_ID.exec(apiId);
  if (!match) return undefined;
  const createdAt = new Date(Number(match[1]));
  if (Number.isNaN(createdAt.getTime())) return undefined;
  return keys.searchHistory(userId, createdAt.toISOString(), match[2]!);
}

/**
 * The lists one of the caller's live searches scanned its results with (the detail page and menu
 * opened from it scan with the same); undefined when the id names none of the caller's live searches.
 */
export async function getSearchScanLists(db: Db, userId: string, apiId: string, now: Date = clock.now()): Promise<SearchScanLists | undefined> {
  const key = keyOfApiId(userId, apiId);
  if (!key) return undefined;
  const item = await getLiveItem(db, { Key: key }, now);
  if (!item) return undefined;
  const stored = searchHistoryEntity.parse(item);
  return {
    allergies: stored.allergies,
    dietaryRestrictions: stored.dietary_restrictions,
    avoid: stored.avoid_terms,
    allergySeverities: severitiesFor(stored.allergies, stored.allergy_severities),
    ...(stored.diner_ids?.length ? { table: { includeMe: stored.include_me !== false, dinerIds: stored.diner_ids } } : {}),
  };
}

/** The caller's live searches, newest first. */
export async function listSearchHistory(db: Db, userId: string, now: Date = clock.now()): Promise<SearchHistoryItem[]> {
  const items = await queryLivePrefix(db, keys.userPartition(userId), SK_PREFIX.searchHistory, now, { ScanIndexForward: false });
  return items.map(toApi);
}

/** Saves (permanent) or unsaves (expires 14 days from now) one of the caller's live searches; undefined if none. */
export async function setSearchHistorySaved(db: Db, userId: string, apiId: string, saved: boolean, now: Date = clock.now()): Promise<SearchHistoryItem | undefined> {
  const key = keyOfApiId(userId, apiId);
  if (!key) return undefined;
  const item = await setSaved(db, key, saved, SEARCH_HISTORY_RETENTION_DAYS, now);
  return item ? toApi(item) : undefined;
}

/** Deletes every search of the user, saved ones included; returns how many. */
export function clearSearchHistory(db: Db, userId: string): Promise<number> {
  return deleteByPrefix(db, keys.userPartition(userId), SK_PREFIX.searchHistory);
}

function toApi(item: Item): SearchHistoryItem {
  const stored = searchHistoryEntity.parse(item);
  return {
    id: searchHistoryApiId(stored.created_at, stored.id),
    search_query: stored.search_query,
    ...(stored.original_query !== undefined ? { original_query: stored.original_query } : {}),
    ...(stored.detected_language !== undefined ? { detected_language: stored.detected_language } : {}),
    cuisine_type: stored.cuisine_type,
    price_range: stored.price_range,
    dietary_restrictions: stored.dietary_restrictions,
    allergies: stored.allergies,
    allergy_severities: severitiesFor(stored.allergies, stored.allergy_severities),
    location: stored.location,
    coordinates: stored.coordinates,
    search_radius: stored.search_radius,
    distance_unit: stored.distance_unit,
    ...(stored.party_size !== undefined ? { party_size: stored.party_size } : {}),
    ...(stored.diner_ids?.length ? { diner_ids: stored.diner_ids, include_me: stored.include_me !== false } : {}),
    results_count: stored.results_count,
    source: stored.source,
    created_at: stored.created_at,
    saved: stored.saved,
  };
}
