import type { z } from 'zod';
import { type FieldError, ValidationError } from './errors';

export type InputLocation = 'body' | 'query' | 'path';

type Outcome<T> = { ok: true; value: T } | { ok: false; fields: FieldError[] };

/**
 * How much of a client-chosen name (an unknown key, a record key in a path) an error may quote.
 * Enough to recognise a typo; a 1 MB key must not come back as a 1 MB answer.
 */
export const QUOTED_NAME_MAX_CHARS = 40;
/** Unknown keys named one by one in a message; the rest are counted. */
const QUOTED_KEYS_MAX = 3;
/** Failures listed in one answer; a body of a million wrong items gets a count, not a million entries. */
export const LISTED_FIELDS_MAX = 20;

/** Parses one part of the request with its zod schema; failures name each field as `<location>.<path>`. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, location: InputLocation): Outcome<z.output<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, fields: result.error.issues.map((issue) => toFieldError(issue, location)) };
}

/** Throws one ValidationError listing the failures of every part (path, query and body together). */
export function unwrapAll<T extends readonly Outcome<unknown>[]>(
  outcomes: T,
): { [K in keyof T]: T[K] extends Outcome<infer V> ? V : never } {
  const fields = outcomes.flatMap((outcome) => (outcome.ok ? [] : outcome.fields));
  if (fields.length > LISTED_FIELDS_MAX) {
    const rest = fields.length - LISTED_FIELDS_MAX + 1;
    throw new ValidationError([...fields.slice(0, LISTED_FIELDS_MAX - 1), { path: 'request', message: `${rest} more problems are not listed.` }]);
  }
  if (fields.length > 0) throw new ValidationError(fields);
  return outcomes.map((outcome) => (outcome.ok ? outcome.value : undefined)) as never;
}

export const skipped: Outcome<undefined> = { ok: true, value: undefined };

function toFieldError(issue: z.core.$ZodIssue, location: InputLocation): FieldError {
  const path = [location, ...issue.path.map((segment) => quoted(String(segment)))].join('.');
  // zod's own message quotes every unknown key in full; name a few, shortened.
  if (issue.code === 'unrecognized_keys') return { path, message: unknownKeysMessage(issue.keys) };
  return { path, message: issue.message };
}

function unknownKeysMessage(keys: string[]): string {
  const named = keys.slice(0, QUOTED_KEYS_MAX).map((key) => `"${quoted(key)}"`);
  const more = keys.length > QUOTED_KEYS_MAX ? ` and ${keys.length - QUOTED_KEYS_MAX} more` : '';
  return `Unknown ${keys.length === 1 ? 'field' : 'fields'}: ${named.join(', ')}${more}.`;
}

function quoted(name: string): string {
  return name.length > QUOTED_NAME_MAX_CHARS ? `${name.slice(0, QUOTED_NAME_MAX_CHARS)}…` : name;
}
