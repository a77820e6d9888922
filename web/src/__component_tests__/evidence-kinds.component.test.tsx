/**
 * @jest-environment jsdom
 */
import { afterAll, expect, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ScanMessage } from '@shared/domain/allergen-scan';
import { useScanText } from '@/hooks/use-scan-text';
import i18n from './support/i18n';

// A warning quotes the word as found and says what it is, in the user's language (issue 18 item 10;
// product-rules §11.2): a dish word in the place's name is weaker evidence than an ingredient, and the
// diner reads which one it was. The user's own allergy words need no such label.

const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'pt', 'ja', 'ko', 'zh'] as const;
const KINDS = ['ingredient', 'dish', 'sauce', 'placeName', 'cuisine', 'dietTag'] as const;
const locale = (lang: string, ns: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, '..', 'locales', lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;

async function scanTextIn(lang: string) {
  for (const ns of ['common', 'search']) i18n.addResourceBundle(lang, ns, locale(lang, ns), true, true);
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  const { result } = renderHook(() => useScanText(), { wrapper: ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider> });
  return result.current;
}

afterAll(async () => {
  await i18n.changeLanguage('en');
});

test('German: the word in the name is labelled as such, the ingredient as an ingredient', async () => {
  const text = await scanTextIn('de');
  const message: ScanMessage = { kind: 'allergenPossible', category: 'milk', label: 'Milk', terms: ['pizza', 'käse'], termKinds: ['placeName', 'ingredient'] };
  expect(text(message)).toBe('Kann Milch enthalten: „pizza“ (im Namen), „käse“ (Zutat)');
});

test('the user’s own word is quoted without a label, and a saved verdict without kinds reads as before', async () => {
  const text = await scanTextIn('en');
  expect(text({ kind: 'allergen', category: 'custom', label: 'Kiwi', terms: ['kiwi'], termKinds: ['custom'] })).toBe('Contains Kiwi: “kiwi”');
  expect(text({ kind: 'diet', diet: 'vegan', label: 'Vegan', terms: ['pork'] })).toBe('May conflict with Vegan: “pork”');
});

test('in every language each kind has its own words from that language’s file, six different labels', async () => {
  for (const lang of LANGUAGES) {
    const text = await scanTextIn(lang);
    const labels = (locale(lang, 'search') as { scan: { termKinds?: Record<string, string> } }).scan.termKinds ?? {};
    const lines = KINDS.map((kind) => text({ kind: 'allergen', category: 'milk', label: 'Milk', terms: ['x'], termKinds: [kind] }));
    KINDS.forEach((kind, index) => expect({ lang, kind, labelled: Boolean(labels[kind]) && lines[index]!.includes(labels[kind]!) }).toEqual({ lang, kind, labelled: true }));
    expect({ lang, distinct: new Set(lines).size }).toEqual({ lang, distinct: KINDS.length });
  }
});
