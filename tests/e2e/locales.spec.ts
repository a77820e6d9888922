import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const LANGS = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'ko', 'zh'];
const root = new URL('../../web/src/locales/', import.meta.url);

function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const [k, v] of Object.entries(node)) for (const [fk, fv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(fk, fv);
  } else {
    out.set(prefix, node);
  }
  return out;
}

const placeholders = (value: unknown) => JSON.stringify(value).match(/\{\{\w+\}\}/g)?.sort() ?? [];

// No browser needed: the locale files must stay in step with English.
test('every language has the same keys and placeholders as English, with real translations', () => {
  const namespaces = readdirSync(new URL('en/', root)).filter((f) => f.endsWith('.json'));
  expect(namespaces.length).toBeGreaterThan(0);
  for (const ns of namespaces) {
    const en = flatten(JSON.parse(readFileSync(new URL(`en/${ns}`, root), 'utf8')));
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      const other = flatten(JSON.parse(readFileSync(new URL(`${lang}/${ns}`, root), 'utf8')));
      expect([...other.keys()].sort(), `${lang}/${ns} keys`).toEqual([...en.keys()].sort());
      let same = 0;
      for (const [key, value] of en) {
        expect(placeholders(other.get(key)), `${lang}/${ns}:${key} placeholders`).toEqual(placeholders(value));
        if (JSON.stringify(other.get(key)) === JSON.stringify(value)) same += 1;
      }
      // Brand names, prices and a few loanwords may match English; most strings must not.
      expect(same / en.size, `${lang}/${ns}: share of strings identical to English`).toBeLessThan(0.25);
    }
  }
});
