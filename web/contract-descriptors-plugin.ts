import { readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import type { RouteContract } from '../shared/api/contract';
import * as contracts from '../shared/api/contracts/index';

/**
 * Contract groups whose schemas the web app itself runs: the auth forms send each body through its
 * request schema (trimmed and lower-cased as the server expects). Every other group reaches the
 * production bundle as descriptors.
 */
export const GROUPS_WITH_SCHEMAS = ['auth'] as const;

/** The descriptor module of one contract group: each contract's method, path and auth, no schemas. */
export function contractDescriptorsModule(source: string, all: Record<string, RouteContract>): string {
  const names = [...source.matchAll(/^export const (\w+) = defineRoute\(/gm)].map((m) => m[1]!);
  const exports = source.match(/^export\b/gm)?.length ?? 0;
  if (names.length === 0 || names.length !== exports) throw new Error('a contract group exports only `export const x = defineRoute(...)`');
  return names
    .map((name) => {
      const contract = all[name];
      if (!contract) throw new Error(`contract ${name} is not exported by shared/api/contracts/index.ts`);
      return `export const ${name} = ${JSON.stringify({ method: contract.method, path: contract.path, auth: contract.auth })};`;
    })
    .join('\n');
}

/**
 * In the production build, each `shared/api/contracts/<group>.ts` becomes its descriptors: the web
 * app calls routes by method and path, and checks answers against the response schemas only in
 * development and tests (web/src/lib/api-client.ts), as the server checks its own answers in tests
 * and development only. Building every zod schema of the contracts a page's API calls touch was
 * the largest part of the signed-in pages' blocking time (docs/decisions.md, "Issue 19: the API
 * contracts' schemas stay out of the production web app").
 */
export function contractDescriptorsPlugin(repoRoot: string): Plugin {
  const groupsDir = resolve(repoRoot, 'shared/api/contracts') + sep;
  const keep = new Set<string>(GROUPS_WITH_SCHEMAS.map((group) => `${groupsDir}${group}.ts`));
  return {
    name: 'forksure-contract-descriptors',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(groupsDir) || file.endsWith(`${sep}index.ts`) || keep.has(file) || !file.endsWith('.ts')) return null;
      return contractDescriptorsModule(readFileSync(file, 'utf8'), contracts as unknown as Record<string, RouteContract>);
    },
  };
}
