import type { z } from 'zod';
import { type FieldError, ValidationError } from './errors';

export type InputLocation = 'body' | 'query' | 'path';

type Outcome<T> = { ok: true; value: T } | { ok: false; fields: FieldError[] };

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
  if (fields.length > 0) throw new ValidationError(fields);
  return outcomes.map((outcome) => (outcome.ok ? outcome.value : undefined)) as never;
}

export const skipped: Outcome<undefined> = { ok: true, value: undefined };

function toFieldError(issue: z.core.$ZodIssue, location: InputLocation): FieldError {
  const path = [location, ...issue.path.map(String)].join('.');
  return { path, message: issue.message };
}
