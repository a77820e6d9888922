import * as z from 'zod';
import type { Item } from './expiry';
import type { ItemKey } from './keys';
import { TABLE_KEYS } from './table-definition';

/**
 * One entity of the single table: the shape of what is stored under its keys, said once as a schema.
 * Writes build the item through `item` (key, `entity` name and the typed attributes); reads go
 * through `parse`, which checks the stored attributes against the shape and keeps only those, so no
 * raw `Record<string, unknown>` leaves the repository. Nested copies (a restaurant as it was saved)
 * are checked as objects, not field by field: they are written by the same code and their shape
 * evolves with the API. A small helper instead of electrodb (docs/decisions.md, "Issue 17, data layer").
 */
export interface Entity<Shape> {
  readonly name: string;
  /** The item to store: its key, its entity name, its attributes. */
  item<Extra extends object = object>(key: ItemKey, attributes: Shape, extra?: Extra): ItemKey & { entity: string } & Shape & Extra;
  /** The stored attributes, checked; throws StoredItemShapeError when the item does not have the shape. */
  parse(item: Item): Shape;
}

/** The attributes an entity stores (what its `parse` returns). */
export type Stored<E extends Entity<object>> = ReturnType<E['parse']>;

export class StoredItemShapeError extends Error {
  constructor(entity: string, item: Item, issues: readonly { path: PropertyKey[]; message: string }[]) {
    const where = `${String(item[TABLE_KEYS.partitionKey])} / ${String(item[TABLE_KEYS.sortKey])}`;
    const what = issues.map((issue) => `${issue.path.map(String).join('.') || '(item)'}: ${issue.message}`).join('; ');
    super(`Stored ${entity} item ${where} does not have its shape: ${what}`);
    this.name = 'StoredItemShapeError';
  }
}

export function entity<Schema extends z.ZodType<object>>(name: string, schema: Schema): Entity<z.output<Schema>> {
  return {
    name,
    item: (key, attributes, extra) => ({ ...attributes, ...extra, pk: key.pk, sk: key.sk, [TABLE_KEYS.entityAttribute]: name }) as never,
    parse(item) {
      const parsed = schema.safeParse(item);
      if (!parsed.success) throw new StoredItemShapeError(name, item, parsed.error.issues);
      return parsed.data;
    },
  };
}

/**
 * A counter attribute (written by incrementWithinLimit / decrementFloorZero): absent, or not a
 * number, reads as 0, as the counters always have.
 */
export const storedCounter = () => z.number().catch(0);

/** A nested object stored as written (a restaurant copy, a snapshot): checked to be an object. */
export const storedObject = <T extends object>() => z.custom<T>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'expected an object');

/** A list of nested objects stored as written. */
export const storedObjects = <T extends object>() => z.array(storedObject<T>());
