/**
 * @jest-environment jsdom
 */
import { afterAll, expect, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, screen, within } from '@testing-library/react';
import { scanRestaurant } from '@shared/domain/allergen-scan';
import { ample } from '@shared/domain/allergen-scan/test-helpers';
import { ScanSummary } from '@/components/scan/ScanSummary';
import i18n from './support/i18n';
import { renderInApp } from './support/render';

// The card (and the detail page, which shows the same summary) says what a cuisine's kitchens often
// use, as a reason of its own, in the interface language (product-rules §11.2).

const thai = () => scanRestaurant({ name: 'Nine Thai Kitchen', cuisineType: ['Thai', 'asian', 'thai'] }, { allergies: ['Peanuts', 'Shellfish'] });
const shown = () => within(screen.getByTestId('scan-warnings')).getAllByRole('listitem').map((li) => li.textContent ?? '');

afterAll(async () => {
  await i18n.changeLanguage('en');
});

test('a Thai place for peanuts and shellfish: the cuisine note with its reason, instead of "Not enough information"', () => {
  renderInApp(<ScanSummary scan={thai()} />);
  expect(within(screen.getByTestId('scan-summary')).getByText('Check Menu')).toBeVisible();
  expect(shown()).toEqual(['Thai kitchens often use peanuts, shrimp paste, oyster sauce: ask about Peanuts, Shellfish']);
});

test('a place that serves only vegan dishes says so, even with "cheese" on its menu', () => {
  const scan = scanRestaurant(
    { name: 'Green Pie', cuisineType: 'pizza', menuText: ample('Margherita with cheese'), dietaryOptions: ['Vegan'], dietaryOnly: ['Vegan'] },
    { dietaryPreferences: ['Vegan'] },
  );
  renderInApp(<ScanSummary scan={scan} />);
  expect(shown()).toEqual(['Only Vegan dishes']);
});

const LANGUAGES = ['de', 'es', 'fr', 'it', 'pt', 'ja', 'ko', 'zh'] as const;
const localeOf = (lang: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, '..', 'locales', lang, 'search.json'), 'utf8')) as {
  cuisines: Record<string, string>;
  scan: { categories: Record<string, string>; ingredients: Record<string, string>; cuisineKnowledge: string };
};

test('in every language the note names the cuisine, the ingredients and the allergens in that language, with no English left', async () => {
  const english = localeOf('en');
  for (const lang of LANGUAGES) {
    const locale = localeOf(lang);
    i18n.addResourceBundle(lang, 'search', locale, true, true);
    await act(async () => {
      await i18n.changeLanguage(lang);
    });
    const { unmount } = renderInApp(<ScanSummary scan={thai()} />);
    const [note] = shown();
    for (const expected of [locale.cuisines.thai, locale.scan.ingredients.shrimpPaste, locale.scan.ingredients.oysterSauce, locale.scan.categories.peanuts, locale.scan.categories.shellfish]) {
      expect({ lang, note: note?.includes(expected!) }).toEqual({ lang, note: true });
    }
    for (const word of [english.scan.ingredients.shrimpPaste, english.scan.ingredients.oysterSauce, 'kitchens', 'ask about']) {
      expect({ lang, english: note?.includes(word!) }).toEqual({ lang, english: false });
    }
    unmount();
  }
});

// One name for an allergen (issue 18 item 10): a note that names an allergen among what the kitchen
// uses and then asks about it names it the same way both times (German said "verwendet oft
// Schalentiere … frag nach (Krebs- und Weichtiere)"). The allergen's name is the scan's category.
test('in every language an allergen the kitchen uses is named as the allergen is named', async () => {
  const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();
  for (const lang of ['en', ...LANGUAGES]) {
    const { scan } = localeOf(lang);
    for (const key of Object.keys(scan.ingredients).filter((k) => k in scan.categories)) {
      expect({ lang, key, name: scan.ingredients[key] }).toEqual({ lang, key, name: sameName(scan.ingredients[key]!, scan.categories[key]!) ? scan.ingredients[key] : scan.categories[key] });
    }
  }
  const japanese = () => scanRestaurant({ name: 'Mixx Fusions & Sushi', cuisineType: ['japanese'] }, { allergies: ['Shellfish'] });
  for (const lang of ['de', 'fr', 'pt', 'ko', 'zh']) {
    const locale = localeOf(lang);
    i18n.addResourceBundle(lang, 'search', locale, true, true);
    await act(async () => {
      await i18n.changeLanguage(lang);
    });
    const { unmount } = renderInApp(<ScanSummary scan={japanese()} />);
    const [note] = shown();
    const name = locale.scan.categories.shellfish!.toLocaleLowerCase();
    expect({ lang, note, times: note!.toLocaleLowerCase().split(name).length - 1 }).toEqual({ lang, note, times: 2 });
    unmount();
  }
});
