import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { NAMESPACES } from './namespaces';

const src = join(import.meta.dirname, '..');
const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

test('every language has exactly one locale file per namespace', () => {
  for (const language of LANGUAGES) {
    const files = readdirSync(join(src, 'locales', language)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
    assert.deepEqual(sorted(files), sorted(NAMESPACES), `web/src/locales/${language}`);
  }
});

test('every namespace a component asks for is listed', () => {
  const asked = sourceFiles(src).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/useTranslation\(\s*\[?\s*'([a-zA-Z-]+)'/g)].map((m) => m[1]!));
  const missing = sorted(asked).filter((ns) => !(NAMESPACES as readonly string[]).includes(ns));
  assert.deepEqual(missing, []);
});
