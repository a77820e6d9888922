/**
 * @jest-environment jsdom
 */
import { afterAll, expect, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
// Parts of the welcome page, which the landing feature exports only as a whole lazy page.
// eslint-disable-next-line no-restricted-imports
import { ExampleResults } from '@/features/landing/components/ExampleResults';
// eslint-disable-next-line no-restricted-imports
import { RiskLevelsSection } from '@/features/landing/components/RiskLevelsSection';
import i18n from './support/i18n';
import { renderInApp } from './support/render';

// The welcome page's example results are the real scan's verdicts of example places, in the words a
// results page uses, in the interface language, with the words found quoted as the language quotes
// (issue 18 item 10; product-rules §11.2).

const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'pt', 'ja', 'ko', 'zh'] as const;
type Json = Record<string, unknown>;
const locale = (lang: string, ns: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, '..', 'locales', lang, `${ns}.json`), 'utf8')) as Json;
const at = (json: Json, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Json)[key], json) as string;

async function inLanguage(lang: string) {
  for (const ns of ['common', 'landing', 'search']) i18n.addResourceBundle(lang, ns, locale(lang, ns), true, true);
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  const common = locale(lang, 'common');
  const landing = locale(lang, 'landing');
  const search = locale(lang, 'search');
  const quoteMarks = at(common, 'languageWords.quoted').split('{{text}}') as [string, string];
  /** The words the line quotes, each checked to be quoted with the language's marks. */
  const quotedWords = (line: string) => [...line.matchAll(new RegExp(`${escape(quoteMarks[0])}(.+?)${escape(quoteMarks[1])}`, 'gu'))].map((m) => m[1]!);
  return { landing, search, quotedWords };
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

afterAll(async () => {
  await i18n.changeLanguage('en');
});

test('in every language each example is the scan’s verdict, worded as results word it, with the words found quoted from its description', async () => {
  for (const lang of LANGUAGES) {
    const { landing, search, quotedWords } = await inLanguage(lang);
    const { unmount } = renderInApp(<ExampleResults />);
    const verdicts = await screen.findAllByTestId('example-verdict');
    const lines = verdicts.map((v) => v.querySelector('[data-testid="example-warning"]')?.textContent ?? '');
    expect({ lang, risks: verdicts.map((v) => v.dataset.risk) }).toEqual({ lang, risks: ['danger', 'safe', 'caution', 'caution'] });

    // A milk allergy at the trattoria: "Contains Milk" in the language, the words found quoted, each in its description.
    const [trattoria, greenBowl, ramen, steakhouse] = lines as [string, string, string, string];
    const milk = at(search, 'scan.categories.milk');
    expect({ lang, line: trattoria.startsWith(at(search, 'scan.allergen').replace('{{label}}', milk).split('{{terms}}')[0]!) }).toEqual({ lang, line: true });
    const found = quotedWords(trattoria);
    expect({ lang, found: found.length > 0 }).toEqual({ lang, found: true });
    for (const word of found) expect({ lang, word, inDescription: at(landing, 'example.trattoria.description').toLowerCase().includes(word.toLowerCase()) }).toEqual({ lang, word, inDescription: true });

    // Vegetarian at the ramen house: the diet conflict, quoted from its description.
    expect({ lang, line: ramen.startsWith(at(search, 'scan.diet').replace('{{label}}', at(search, 'scan.diets.vegetarian')).split('{{terms}}')[0]!) }).toEqual({ lang, line: true });
    for (const word of quotedWords(ramen)) expect({ lang, word, inDescription: at(landing, 'example.ramen.description').toLowerCase().includes(word.toLowerCase()) }).toEqual({ lang, word, inDescription: true });
    expect({ lang, ramenQuotes: quotedWords(ramen).length > 0 }).toEqual({ lang, ramenQuotes: true });

    // A vegan-only place, and a place known by its name alone.
    expect({ lang, greenBowl }).toEqual({ lang, greenBowl: at(search, 'scan.onlyDiet').replace('{{label}}', at(search, 'scan.diets.vegan')) });
    expect({ lang, steakhouse }).toEqual({ lang, steakhouse: at(search, 'scan.notEnoughInformation') });
    unmount();
  }
});

test('the risk levels are explained with the example places’ own lines', async () => {
  await inLanguage('en');
  renderInApp(<RiskLevelsSection />);
  await waitFor(() => expect(screen.getByTestId('risk-example-danger')).toHaveTextContent('Contains Milk: “cheese” (ingredient), “butter” (ingredient)'));
  expect(screen.getByTestId('risk-example-caution')).toHaveTextContent('May conflict with Vegetarian: “pork');
  expect(screen.getByTestId('risk-example-safe')).toHaveTextContent('Only Vegan dishes');
});
