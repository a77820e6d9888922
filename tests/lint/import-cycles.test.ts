import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, test } from 'node:test';
import { describeCycle, importCycles, importEdges, repoRoot, type ImportEdge } from './import-graph';

/**
 * No import circles in web/src, functions/, shared/ or infra/, and the web's features form a one-way graph:
 * a feature imports only features of a lower layer (most import none), and the shared parts
 * (components, hooks, lib, config) import no feature. The pages and the app compose the features.
 * Every import counts, type-only and import() too.
 */
const TIME_LIMIT = { timeout: 120_000 };

/**
 * The order of the web's features. A feature may import (through its index) only features of a
 * lower layer; features of one layer never import each other. Every feature must be listed here.
 */
export const FEATURE_LAYERS: Readonly<Record<string, number>> = {
  // The signed-in session.
  auth: 0,
  // The account: its profile and its plan, which most features read.
  profile: 1,
  subscription: 1,
  // Everything the diner does; composed with each other only in web/src/pages and web/src/app.
  search: 2,
  library: 2,
  comparison: 2,
  menus: 2,
  history: 2,
  restaurant: 2,
  pricing: 2,
  feedback: 2,
  landing: 2,
  legal: 2,
  i18n: 2,
  // The chef card reads the profile (and the session); it imports no other diner feature.
  'chef-card': 2,
};

/** Folders of web/src that everything may use and that therefore use no feature, page or app. */
const SHARED_PARTS = ['web/src/components/', 'web/src/hooks/', 'web/src/lib/', 'web/src/config/'];

const featureOf = (path: string): string | null => /^web\/src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
const show = (edges: readonly ImportEdge[]) => edges.map((e) => `  ${e.from} -> ${e.to} ('${e.specifier}')`).join('\n');

/** Feature-to-feature imports that do not run down the layers. */
export function featureOrderViolations(edges: readonly ImportEdge[], layers: Readonly<Record<string, number>>): ImportEdge[] {
  return edges.filter((e) => {
    const [from, to] = [featureOf(e.from), featureOf(e.to)];
    if (!from || !to || from === to) return false;
    return !(layers[to]! < layers[from]!);
  });
}

const webEdges = importEdges(['web/src'], 'web/tsconfig.json');

describe('import cycles', () => {
  test('the cycle finder finds a circle of three, a file importing itself, and nothing in a one-way graph', TIME_LIMIT, () => {
    const circle = [
      { from: 'a', to: 'b' },
      { from: 'b', to: 'c' },
      { from: 'c', to: 'a' },
      { from: 'c', to: 'd' },
      { from: 'e', to: 'e' },
    ];
    assert.deepEqual(importCycles(circle), [['a', 'b', 'c'], ['e']], 'the circle a -> b -> c -> a and the self-import of e');
    assert.deepEqual(importCycles(circle.filter((e) => e.from !== 'c' && e.from !== 'e')), [], 'no circle once the edges back are gone');
  });

  test('web/src has no import circle', TIME_LIMIT, () => {
    const cycles = importCycles(webEdges);
    assert.equal(cycles.length, 0, `import circles in web/src:\n${cycles.map((c) => describeCycle(c, webEdges)).join('\n')}`);
  });

  test('functions/, shared/ and infra/ have no import circle', TIME_LIMIT, () => {
    const edges = importEdges(['functions', 'shared', 'infra'], 'tsconfig.json');
    assert.ok(edges.length > 100, `the graph was read (${edges.length} imports)`);
    const cycles = importCycles(edges);
    assert.equal(cycles.length, 0, `import circles in functions/, shared/ and infra/:\n${cycles.map((c) => describeCycle(c, edges)).join('\n')}`);
  });
});

describe('feature order', () => {
  test('every feature has a layer', TIME_LIMIT, () => {
    const features = readdirSync(resolve(repoRoot, 'web/src/features'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    // A length and a joined list, not deepEqual: under jest, node's readdirSync arrays come from another realm.
    const missing = features.filter((f) => FEATURE_LAYERS[f] === undefined);
    assert.equal(missing.length, 0, `features missing from FEATURE_LAYERS (tests/lint/import-cycles.test.ts): ${missing.join(', ')}`);
  });

  test('a feature imports only features of a lower layer', TIME_LIMIT, () => {
    assert.ok(webEdges.some((e) => featureOf(e.from) === 'profile' && featureOf(e.to) === 'auth'), 'the graph holds feature imports (profile reads auth)');
    const wrong = featureOrderViolations(webEdges, FEATURE_LAYERS);
    assert.equal(wrong.length, 0, `feature imports that do not run down the layers (compose them in web/src/pages instead):\n${show(wrong)}`);
  });

  test('the order check refuses imports within a layer and upward ones', TIME_LIMIT, () => {
    const edge = (from: string, to: string) => ({ from: `web/src/features/${from}/x.ts`, to: `web/src/features/${to}/index.ts`, specifier: `@/features/${to}` });
    const probe = [edge('search', 'library'), edge('auth', 'profile'), edge('library', 'subscription'), edge('search', 'search')];
    assert.deepEqual(
      featureOrderViolations(probe, FEATURE_LAYERS).map((e) => e.specifier),
      ['@/features/library', '@/features/profile'],
      'search -> library (same layer) and auth -> profile (upward) are refused; library -> subscription and a feature\'s own files are not',
    );
  });

  test('features import no page and not the app', TIME_LIMIT, () => {
    const wrong = webEdges.filter((e) => featureOf(e.from) && /^web\/src\/(pages|app)\//.test(e.to));
    assert.equal(wrong.length, 0, `features that import a page or the app (it composes them, not the other way round):\n${show(wrong)}`);
  });

  test('components, hooks, lib and config import no feature, page or app', TIME_LIMIT, () => {
    const wrong = webEdges.filter((e) => SHARED_PARTS.some((p) => e.from.startsWith(p)) && /^web\/src\/(features|pages|app)\//.test(e.to));
    assert.equal(wrong.length, 0, `shared parts that import a feature, page or the app:\n${show(wrong)}`);
  });
});
