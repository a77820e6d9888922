import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

/**
 * German speaks to the user with "du" throughout (house rule; docs/decisions.md). The formal address shows as
 * a capitalised "Sie" or "Ihr/Ihre/Ihnen/…" inside a string. A capitalised "Sie" at the start of a sentence
 * may also mean "they" or "it": those strings are listed here by key with the words that start them, and
 * every other one fails. (The chef card's sentences to the kitchen, shared/domain/chef-card, are not locale
 * strings: they address restaurant staff, formally on purpose.)
 */
const THEY_OR_IT: Readonly<Record<string, string>> = {
  // "They can be incomplete or wrong" (the estimates).
  'legal.json:terms.sections.estimates.body.0': 'Sie können unvollständig',
  // "It (the page) appears as soon as you are online again."
  'common.json:offline.nothingSaved': 'Sie erscheint, sobald',
};

const FORMAL = /\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b/u;
const dir = join(import.meta.dirname, '..', 'locales', 'de');

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}.${index}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, path.endsWith(':') ? `${path}${key}` : `${path}.${key}`));
  return [];
}

export function formalAddress(entries: readonly [string, string][]): string[] {
  // Spread: an array built from node's readdirSync lives in another realm, which deepEqual tells apart under jest.
  return [
    ...entries
      .filter(([key, text]) => {
        const allowed = THEY_OR_IT[key];
        const rest = allowed && text.includes(allowed) ? text.replace(allowed, '') : text;
        return FORMAL.test(rest);
      })
      .map(([key, text]) => `${key}: ${text}`),
  ];
}

const entries = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => strings(JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown, `${file}:`));

test('German locale strings use "du", never the formal "Sie"/"Ihr"/"Ihnen"', () => {
  assert.ok(entries.length > 500, `the German strings were read (${entries.length})`);
  assert.deepEqual(formalAddress(entries), [], 'strings addressing the user formally');
});

test('the check catches the formal address and lets "sie" (they) and "dein" pass', () => {
  const found = formalAddress([
    ['common.json:map.you', 'Ihr Suchort'],
    ['common.json:map.choose', 'Wählen Sie eine Markierung.'],
    ['search.json:x', 'zum Rest Ihrer Suche'],
    ['common.json:ok', 'Heranzoomen, um sie zu sehen; dein Suchort'],
    ['common.json:offline.nothingSaved', 'Sie erscheint, sobald du online bist.'],
  ]);
  assert.deepEqual(
    found.map((line) => line.split(':').slice(0, 2).join(':')),
    ['common.json:map.you', 'common.json:map.choose', 'search.json:x'],
    'the three formal strings are found, the others pass',
  );
});
