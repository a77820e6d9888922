import { BatchGetCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { PLACE_NOTES_MAX, type PlaceNote, placeNoteSchema } from '../../../shared/api/verdict-reports';
import type { Db } from './db';
import { entity } from './entity';
import { keys } from './keys';

/**
 * The notes operators accepted for a place (product-rules §16.3): one item per place,
 * `PLACENOTES#<placeId>` / `NOTES`, its `notes` list oldest first. One item so a search reads the notes
 * of all its places with one BatchGetItem. Written only by the operator's `flags:accept`.
 */
const placeNotesEntity = entity('placeNotes', z.object({ notes: z.array(placeNoteSchema).catch([]) }));

/** Appends a note (creating the item on the first). */
export async function addPlaceNote(db: Db, placeId: string, note: PlaceNote): Promise<void> {
  await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.placeNotes(placeId),
      UpdateExpression: 'SET #notes = list_append(if_not_exists(#notes, :empty), :note), #entity = :entity, place_id = :placeId',
      ExpressionAttributeNames: { '#notes': 'notes', '#entity': 'entity' },
      ExpressionAttributeValues: { ':empty': [], ':note': [note], ':entity': placeNotesEntity.name, ':placeId': placeId },
    }),
  );
}

/** The newest notes of one place, newest first (at most PLACE_NOTES_MAX). */
export async function getPlaceNotes(db: Db, placeId: string): Promise<PlaceNote[]> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.placeNotes(placeId) }));
  return result.Item ? newestFirst(placeNotesEntity.parse(result.Item).notes) : [];
}

/** BatchGetItem takes at most 100 keys a call. */
const BATCH_GET_MAX = 100;
const BATCH_RETRIES = 5;

/** The notes of many places (only those that have any), one BatchGetItem per 100 places. */
export async function getPlaceNotesOf(db: Db, placeIds: readonly string[]): Promise<Map<string, PlaceNote[]>> {
  const found = new Map<string, PlaceNote[]>();
  const unique = [...new Set(placeIds)];
  for (let start = 0; start < unique.length; start += BATCH_GET_MAX) {
    let requested: Record<string, unknown>[] = unique.slice(start, start + BATCH_GET_MAX).map((id) => ({ ...keys.placeNotes(id) }));
    for (let attempt = 0; requested.length > 0 && attempt < BATCH_RETRIES; attempt += 1) {
      const result = await db.client.send(new BatchGetCommand({ RequestItems: { [db.tableName]: { Keys: requested } } }));
      for (const item of result.Responses?.[db.tableName] ?? []) {
        const notes = newestFirst(placeNotesEntity.parse(item).notes);
        if (notes.length > 0) found.set(String(item.place_id), notes);
      }
      requested = (result.UnprocessedKeys?.[db.tableName]?.Keys ?? []) as Record<string, unknown>[];
    }
  }
  return found;
}

const newestFirst = (notes: readonly PlaceNote[]) => [...notes].reverse().slice(0, PLACE_NOTES_MAX);
