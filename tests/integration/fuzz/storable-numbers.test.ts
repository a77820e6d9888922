import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { allRoutes } from '../../../functions/routes';
import { routeShape } from './contract-cases';

/**
 * Every number a route accepts can be stored: DynamoDB holds magnitudes from 1e-130 to 1e126, so a
 * contract that accepts 5e-324 (a latitude that validates) must round it, not pass it on. Checked
 * for every numeric field of every route's body, from the contract's own example request.
 */
const TINY = [5e-324, 1e-200];
const DYNAMO_SMALLEST = 1e-130;

type Json = unknown;

function numericPaths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'number') return [at];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => numericPaths(child, [...at, Array.isArray(value) ? Number(key) : key]));
  return [];
}

function tooSmall(value: Json): number[] {
  if (typeof value === 'number') return value !== 0 && Math.abs(value) < DYNAMO_SMALLEST ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(tooSmall);
  return [];
}

describe('numbers the contracts accept can be stored', { timeout: 30_000 }, () => {
  test('no accepted body keeps a number too small for DynamoDB', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const route of allRoutes) {
      const schema = route.contract.request.body;
      if (!schema) continue;
      const example = routeShape({ contract: route.contract, auth: route.auth }).bodyExample;
      for (const path of numericPaths(example)) {
        for (const tiny of TINY) {
          const body = structuredClone(example) as Record<string | number, Json>;
          const parent = path.slice(0, -1).reduce<Json>((node, key) => (node as Record<string | number, Json>)[key], body) as Record<string | number, Json>;
          parent[path.at(-1)!] = tiny;
          checked++;
          const parsed = schema.safeParse(body);
          if (parsed.success && tooSmall(parsed.data).length > 0) problems.push(`${route.method} ${route.path} body.${path.join('.')}=${tiny} is accepted as is`);
        }
      }
    }
    assert.ok(checked > 20, `only ${checked} numeric fields found`);
    assert.deepEqual(problems, [], problems.join('\n'));
  });
});
