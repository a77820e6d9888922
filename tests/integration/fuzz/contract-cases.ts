import * as z from 'zod';
import type { RouteContract } from '../../../shared/api/contract';
import { exampleOf, type JsonSchema } from './json-example';
import { NASTY_JSON_VALUES, NASTY_PATH_SEGMENTS, NASTY_RAW_BODIES, NASTY_TEXTS, ONE_MB_TEXT, wireEncode } from './nasty-values';
import type { Random } from './random';

/** One request to send, with what it is for the report. */
export interface FuzzRequest {
  method: string;
  /** As it goes on the wire (already percent-encoded where it should be). */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Whether to add the signed-in user's token. */
  signedIn: boolean;
  /** What was tried, short enough for a report line. */
  input: string;
}

export interface FuzzRoute {
  contract: RouteContract;
  /** The manifest's auth of the route. */
  auth: 'user' | 'public';
}

type Json = unknown;

const toJson = (schema: z.ZodType | undefined): JsonSchema | undefined =>
  schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined;

/** What a route's contract says it takes, as JSON Schema, and a plausible value of each part. */
export function routeShape(route: FuzzRoute) {
  const params = toJson(route.contract.request.params);
  const query = toJson(route.contract.request.query);
  const body = toJson(route.contract.request.body);
  return {
    params,
    query,
    body,
    paramsExample: (params ? exampleOf(params) : {}) as Record<string, Json>,
    queryExample: (query ? exampleOf(query) : {}) as Record<string, Json>,
    bodyExample: body ? exampleOf(body) : undefined,
  };
}

/** A request to a route, from its contract: a plausible request with one or more parts broken. */
export function contractRequest(route: FuzzRoute, random: Random, knownParams: Record<string, string> = {}): FuzzRequest {
  const shape = routeShape(route);
  const notes: string[] = [];
  const signedIn = route.auth === 'user' ? random.chance(0.85) : random.chance(0.3);
  if (!signedIn) notes.push('signed out');

  // Path: the example's values, one of them sometimes replaced by a nasty segment.
  const params = Object.fromEntries(Object.entries(shape.paramsExample).map(([key, value]) => [key, wireEncode(String(value))]));
  const paramKeys = [...route.contract.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  for (const key of paramKeys) {
    params[key] = knownParams[key] ?? params[key] ?? 'abc';
    if (random.chance(0.25)) {
      params[key] = random.pick(NASTY_PATH_SEGMENTS);
      notes.push(`path ${key}=${short(params[key])}`);
    }
  }
  const path = route.contract.path.replace(/\{(\w+)\}/g, (_, key: string) => params[key]!);

  // Query: the example's values, sometimes broken, sometimes with an unknown or repeated key.
  let query = Object.entries(shape.queryExample).map(([key, value]) => `${wireEncode(key)}=${wireEncode(String(value))}`);
  const queryKeys = Object.keys(shape.query?.properties ?? {});
  if (queryKeys.length > 0 && random.chance(0.6)) {
    const key = random.pick(queryKeys);
    const raw = random.chance(0.5) ? random.pick(NASTY_PATH_SEGMENTS) : wireEncode(random.pick(NASTY_TEXTS));
    query = query.filter((q) => !q.startsWith(`${key}=`)).concat(`${key}=${raw}`);
    if (random.chance(0.2)) query.push(`${key}=${raw}`);
    notes.push(`query ${key}=${short(raw)}`);
  } else if (random.chance(0.1)) {
    query.push(`${random.pick(['unknown', '%zz', '__proto__', 'constructor'])}=${random.pick(NASTY_PATH_SEGMENTS)}`);
    notes.push(`query extra ${short(query.at(-1)!)}`);
  }

  // Body: the example with a field broken, missing or added, or something that is not the object at all.
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  let body: string | undefined;
  if (shape.body || route.contract.method !== 'GET') {
    const broken = brokenBody(shape.bodyExample, random);
    body = broken.text;
    notes.push(broken.note);
    if (random.chance(0.05)) {
      headers['content-type'] = random.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'application/evil+json', '']);
      notes.push(`content-type "${headers['content-type']}"`);
    }
  }
  return {
    method: route.contract.method,
    path: `/api${path}${query.length ? `?${query.join('&')}` : ''}`,
    headers,
    ...(body !== undefined ? { body } : {}),
    signedIn,
    input: notes.join('; '),
  };
}

/** Numbers past every bound, and one too small for DynamoDB to store, for every numeric field: where 1e21 and 5e-324 once reached the database. */
const HOSTILE_NUMBERS: readonly number[] = [1e21, 2 ** 53, -1, 1e308, -1e308, 5e-324];

/**
 * A systematic pass over a route, signed in, one change per request to an otherwise plausible
 * request: every numeric body field gets each hostile number, every other field a number and a lone
 * surrogate, every query key NaN, Infinity, 1e21, -1 and a bad escape, every path parameter a bad
 * escape and NUL. Random requests may miss a field; this reaches each one.
 */
export function fieldSweep(route: FuzzRoute, knownParams: Record<string, string> = {}): FuzzRequest[] {
  const shape = routeShape(route);
  const paramKeys = [...route.contract.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const baseParams = Object.fromEntries(paramKeys.map((key) => [key, knownParams[key] ?? wireEncode(String(shape.paramsExample[key] ?? 'abc'))]));
  const baseQuery = Object.fromEntries(Object.entries(shape.queryExample).map(([key, value]) => [key, wireEncode(String(value))]));
  const hasBody = shape.body !== undefined || route.contract.method !== 'GET';
  const build = (params: Record<string, string>, query: Record<string, string>, body: Json, input: string): FuzzRequest => {
    const path = route.contract.path.replace(/\{(\w+)\}/g, (_, key: string) => params[key]!);
    const search = Object.entries(query).map(([key, value]) => `${wireEncode(key)}=${value}`);
    return {
      method: route.contract.method,
      path: `/api${path}${search.length ? `?${search.join('&')}` : ''}`,
      headers: { 'content-type': 'application/json' },
      ...(hasBody ? { body: JSON.stringify(body ?? {}) } : {}),
      signedIn: true,
      input: `sweep: ${input}`,
    };
  };
  const sweep: FuzzRequest[] = [];
  for (const key of paramKeys) {
    for (const segment of ['%E0%A4%A', '%00']) sweep.push(build({ ...baseParams, [key]: segment }, baseQuery, shape.bodyExample, `path ${key}=${segment}`));
  }
  for (const key of Object.keys(shape.query?.properties ?? {})) {
    for (const raw of ['NaN', 'Infinity', '1e21', '-1', '%E0%A4%A']) sweep.push(build(baseParams, { ...baseQuery, [key]: raw }, shape.bodyExample, `query ${key}=${raw}`));
  }
  for (const path of leafPaths(shape.bodyExample)) {
    const current = path.reduce<Json>((node, key) => (node as Record<string | number, Json>)[key], shape.bodyExample);
    const values = typeof current === 'number' ? HOSTILE_NUMBERS : [1e21, '\uD800'];
    for (const value of values) {
      const body = structuredClone(shape.bodyExample);
      set(body, path, value);
      sweep.push(build(baseParams, baseQuery, body, `body ${path.join('.')}=${short(JSON.stringify(value))}`));
    }
  }
  return sweep;
}

function brokenBody(example: Json, random: Random): { text: string; note: string } {
  const roll = random.next();
  if (roll < 0.1) {
    const raw = random.pick(NASTY_RAW_BODIES);
    return { text: raw, note: `raw body ${short(raw)}` };
  }
  if (roll < 0.15) {
    const value = random.pick(NASTY_JSON_VALUES);
    return { text: JSON.stringify(value), note: `body ${short(JSON.stringify(value))}` };
  }
  const value = structuredClone(example ?? {});
  const leaves = leafPaths(value);
  if (roll < 0.22) {
    if (leaves.length === 0) return { text: JSON.stringify(value), note: 'body as the contract shows it' };
    const path = random.pick(leaves);
    remove(value, path);
    return { text: JSON.stringify(value), note: `body without ${path.join('.')}` };
  }
  if (roll < 0.3 && value && typeof value === 'object') {
    const extra = random.pick(NASTY_JSON_VALUES);
    (value as Record<string, Json>)[random.pick(['extra', '__proto__', 'constructor', 'isAdmin', 'userId'])] = extra;
    return { text: JSON.stringify(value), note: `body with an extra field ${short(JSON.stringify(extra))}` };
  }
  if (roll < 0.32 && leaves.length > 0) {
    const path = random.pick(leaves);
    set(value, path, ONE_MB_TEXT);
    return { text: JSON.stringify(value), note: `body ${path.join('.')}= a 1 MB text` };
  }
  if (leaves.length === 0) return { text: JSON.stringify(value), note: 'body as the contract shows it' };
  // Most requests: one to three fields replaced with a nasty value.
  const changed: string[] = [];
  for (let i = 0, n = 1 + random.int(3); i < n; i++) {
    const path = random.pick(leaves);
    const nasty = random.pick(NASTY_JSON_VALUES);
    set(value, path, nasty);
    changed.push(`${path.join('.')}=${short(JSON.stringify(nasty) ?? String(nasty))}`);
  }
  return { text: JSON.stringify(value), note: `body ${changed.join(', ')}` };
}

type Path = (string | number)[];

/** Every place in a value that holds something (fields, list items, and the lists and objects themselves). */
function leafPaths(value: Json, at: Path = []): Path[] {
  if (Array.isArray(value)) return [...(at.length ? [at] : []), ...value.flatMap((item, i) => leafPaths(item, [...at, i]))];
  if (value && typeof value === 'object') {
    return [...(at.length ? [at] : []), ...Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...at, key]))];
  }
  return at.length ? [at] : [];
}

/** The object or list holding the place at `path`; undefined once an earlier change replaced an ancestor. */
function parentOf(root: Json, path: Path): Record<string | number, Json> | undefined {
  let node: Json = root;
  for (const key of path.slice(0, -1)) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, Json>)[key];
  }
  return node && typeof node === 'object' ? (node as Record<string | number, Json>) : undefined;
}
function set(root: Json, path: Path, value: Json): void {
  const parent = parentOf(root, path);
  if (parent) parent[path.at(-1)!] = value;
}
function remove(root: Json, path: Path): void {
  const parent = parentOf(root, path);
  if (Array.isArray(parent)) parent.splice(path.at(-1) as number, 1);
  else if (parent) delete parent[path.at(-1)!];
}

export function short(text: string, max = 80): string {
  const printable = text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return printable.length > max ? `${printable.slice(0, max)}… (${text.length} chars)` : printable;
}
