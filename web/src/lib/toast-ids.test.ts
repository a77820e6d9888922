import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';

// Issue 18 item 16: sonner merges a toast shown under an id still on screen into the old one, keeping
// what the new call does not set. One id for two outcomes showed "Daily scraping limit reached (5)…
// Generated 11 menu items for Nine Thai Kitchen". So an id belongs to one outcome: every toast shown
// under it is of one kind (success, error, info) and sets the same optional parts (description, action).

const src = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__component_tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

interface ToastCall {
  where: string;
  kind: string;
  parts: string;
}

/** The toasts a file shows with an id: the id (a literal, or a file's own constant), kind and optional parts. */
function toastCalls(file: string): Map<string, ToastCall[]> {
  const source = readFileSync(file, 'utf8');
  const where = relative(src, file);
  const calls = new Map<string, ToastCall[]>();
  for (const match of source.matchAll(/toast\.(success|error|info|warning)\(/g)) {
    // The call's text up to its end (the first `);` after it): enough for the options object.
    const text = source.slice(match.index, source.indexOf(');', match.index));
    const id = /\bid: (?:'([^']+)'|`([^`]+)`|([A-Z_]+(?:\.\w+)?))/.exec(text);
    if (!id) continue;
    const key = id[1] ?? id[2] ?? `${where}#${id[3]}`;
    const parts = ['description', 'action'].filter((part) => new RegExp(`\\b${part}\\s*[:,}]`).test(text)).join('+') || 'title only';
    const line = source.slice(0, match.index).split('\n').length;
    calls.set(key, [...(calls.get(key) ?? []), { where: `${where}:${line}`, kind: match[1]!, parts }]);
  }
  return calls;
}

test('every toast id names one outcome: one kind, and the same optional parts on every toast shown under it', () => {
  const all = new Map<string, ToastCall[]>();
  for (const file of sourceFiles(src)) {
    for (const [id, calls] of toastCalls(file)) all.set(id, [...(all.get(id) ?? []), ...calls]);
  }
  assert.ok(all.size > 10, 'the toast ids were found');
  const mixed = [...all].filter(([, calls]) => new Set(calls.map((c) => `${c.kind} ${c.parts}`)).size > 1);
  assert.deepEqual(
    mixed.map(([id, calls]) => `${id}: ${calls.map((c) => `${c.kind} (${c.parts}) at ${c.where}`).join('; ')}`),
    [],
  );
});
