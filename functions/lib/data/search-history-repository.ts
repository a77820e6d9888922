import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, epochSeconds } from '../../../shared/domain/utc-dates';
import type { Db } from './db';
import { expiryAttributes, keys } from './keys';

/**
 * Search history item: `USER#<sub>` / `SEARCH#<ISO time>#<id>`, one per search (spec 001
 * search_history). Attributes use the spec's names. Items expire after 14 days (TTL plus the
 * expiry index, like every expiring item); the history routes come in a later issue.
 */
export const SEARCH_HISTORY_RETENTION_DAYS = 14;

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
  location: string;
  coordinates: { lat: number; lng: number };
  search_radius: number;
  distance_unit: string;
  party_size?: number;
  results_count: number;
  source: string;
  saved: boolean;
}

export interface StoredSearchHistoryEntry extends SearchHistoryEntry {
  user_id: string;
  created_at: string;
  expiresAt: number;
}

export async function putSearchHistoryEntry(db: Db, userId: string, entry: SearchHistoryEntry, now: Date = new Date()): Promise<StoredSearchHistoryEntry> {
  const createdAt = now.toISOString();
  const key = keys.searchHistory(userId, createdAt, entry.id);
  const expiresAt = epochSeconds(addDays(now, SEARCH_HISTORY_RETENTION_DAYS));
  const stored: StoredSearchHistoryEntry = { ...entry, user_id: userId, created_at: createdAt, expiresAt };
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      // A random id in the key: no condition needed against overwriting another search.
      Item: { ...key, entity: 'searchHistory', ...stored, ...expiryAttributes(key, expiresAt) },
    }),
  );
  return stored;
}
