import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as z from 'zod';
import * as contracts from './contracts';
import type { RouteContract } from './contract';

/**
 * Every input a route accepts is bounded: a number has a finite minimum and maximum (a number past
 * 2^53 cannot be stored), a string a maximum length (or a pattern or list of values that bounds
 * it), a list a maximum size. Walked through zod's JSON Schema of each request part, so a field
 * added later without bounds fails here.
 */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxLength?: number;
  maxItems?: number;
  maxProperties?: number;
  format?: string;
}

/** A pattern anchored at both ends with a bounded repetition ({1,300}) bounds a string's length. */
const boundedPattern = (pattern: string) => /^\^.*\{\d+,\d+\}\)?\$$/.test(pattern);

function unbounded(schema: JsonSchema, at: string): string[] {
  const found: string[] = [];
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (schema.enum || schema.const !== undefined) return found;
  if (types.includes('number') || types.includes('integer')) {
    const low = schema.minimum ?? schema.exclusiveMinimum;
    const high = schema.maximum ?? schema.exclusiveMaximum;
    if (low === undefined || high === undefined || !Number.isFinite(low) || !Number.isFinite(high)) found.push(`${at}: number without a finite range`);
    else if (Math.abs(low) > Number.MAX_SAFE_INTEGER || Math.abs(high) > Number.MAX_SAFE_INTEGER) found.push(`${at}: number range beyond 2^53`);
  }
  if (types.includes('string') && schema.maxLength === undefined && !(schema.pattern && boundedPattern(schema.pattern))) {
    found.push(`${at}: string without a maximum length`);
  }
  if (types.includes('array') && schema.maxItems === undefined) found.push(`${at}: list without a maximum size`);
  if (types.includes('object') && schema.additionalProperties && typeof schema.additionalProperties === 'object' && schema.maxProperties === undefined) {
    found.push(`${at}: record without a maximum size`);
  }
  for (const [key, child] of Object.entries(schema.properties ?? {})) found.push(...unbounded(child, `${at}.${key}`));
  if (schema.items) found.push(...unbounded(schema.items, `${at}[]`));
  for (const child of schema.prefixItems ?? []) found.push(...unbounded(child, `${at}[]`));
  if (typeof schema.additionalProperties === 'object') found.push(...unbounded(schema.additionalProperties, `${at}.*`));
  for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) found.push(...unbounded(child, at));
  return found;
}

/**
 * Inputs bounded another way. A place id in a path is bounded by the URL; any id no provider issues
 * answers 404 RESTAURANT_NOT_FOUND (never 400), so it has no length rule of its own.
 */
const BOUNDED_ELSEWHERE = new Set(['GET /places/{id} params.id: string without a maximum length']);

const routes = Object.values(contracts as Record<string, unknown>).filter((value): value is RouteContract => typeof value === 'object' && value !== null && 'method' in value && 'path' in value);

describe('route contracts bound their inputs', { timeout: 30_000 }, () => {
  it('finds the routes', () => assert.ok(routes.length > 40, `only ${routes.length} route contracts found`));

  it('every number, string and list a route accepts has a bound', () => {
    const problems = routes.flatMap((route) =>
      (['params', 'query', 'body'] as const).flatMap((part) => {
        const schema = route.request[part];
        if (!schema) return [];
        const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
        return unbounded(json, `${route.method} ${route.path} ${part}`);
      }),
    ).filter((problem) => !BOUNDED_ELSEWHERE.has(problem));
    assert.deepEqual(problems, [], `unbounded inputs:\n${problems.join('\n')}`);
  });

  it('refuses a number past 2^53 where a distance belongs', () => {
    const copy = contracts.saveRestaurant.request.body.safeParse({ distanceMeters: 1e21 });
    assert.equal(copy.success, false, 'a 1e21 distance was accepted');
    const issue = copy.error?.issues.find((i) => i.path.join('.') === 'distanceMeters');
    assert.ok(issue, `no issue names distanceMeters: ${JSON.stringify(copy.error?.issues.map((i) => i.path))}`);
  });
});
