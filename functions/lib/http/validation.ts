import type { z } from 'zod';
import { type FieldError, ValidationError } from './errors';

export type InputLocation = 'body' | 'query' | 'path';

/** Parses one part of the request with its zod schema, or throws a ValidationError naming each field. */
export function validateInput<S extends z.ZodType>(schema: S, value: unknown, location: InputLocation): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ValidationError(result.error.issues.map((issue) => toFieldError(issue, location)));
}

function toFieldError(issue: z.core.$ZodIssue, location: InputLocation): FieldError {
  const path = [location, ...issue.path.map(String)].join('.');
  return { path, message: issue.message };
}
