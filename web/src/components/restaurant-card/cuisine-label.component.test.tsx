/**
 * @jest-environment jsdom
 */
import { afterAll, expect, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Restaurant } from '@shared/api/places';
import { LANGUAGES } from '@shared/i18n/languages';
import i18n from '@/__component_tests__/support/i18n';
import { renderInApp } from '@/__component_tests__/support/render';
import { CardHeading } from './CardHeading';

// A cuisine outside the search's list (OpenStreetMap's "brazilian", "latin_american") is named in the
// interface language on the card, not in the source's English (issue 18 item 10, seen on /search-results in es).

const locale = (lang: string, ns: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, '..', '..', 'locales', lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;
const place = (cuisineType: string) => ({ id: 'osm-node-1', name: 'Fogo', cuisineType, cuisines: [], address: '', distance: '' }) as unknown as Restaurant;

async function cuisineShown(lang: string, cuisineType: string): Promise<string> {
  for (const ns of ['common', 'search']) i18n.addResourceBundle(lang, ns, locale(lang, ns), true, true);
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  renderInApp(
    <MemoryRouter>
      <CardHeading restaurant={place(cuisineType)} />
    </MemoryRouter>,
  );
  const text = screen.getByTestId('card-cuisine').textContent!;
  cleanup();
  return text;
}

afterAll(async () => {
  await i18n.changeLanguage('en');
});

test('a source cuisine word is translated: Brazilian, Latin american', async () => {
  expect(await cuisineShown('es', 'Brazilian')).toBe('Brasileña');
  expect(await cuisineShown('de', 'Latin american')).toBe('Lateinamerikanisch');
  expect(await cuisineShown('ja', 'Malaysian')).toBe('マレーシア料理');
  expect(await cuisineShown('en', 'Brazilian')).toBe('Brazilian');
});

test.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s: every known source cuisine word is in the language, none left in English', async (lang) => {
  const words = Object.keys((locale('en', 'search') as { cuisineWords: Record<string, string> }).cuisineWords);
  const own = (locale(lang, 'search') as { cuisineWords: Record<string, string> }).cuisineWords;
  expect(Object.keys(own).sort()).toEqual([...words].sort());
  expect(await cuisineShown(lang, 'Ethiopian')).toBe(own.ethiopian);
});

test('a word it does not know is shown as the source wrote it', async () => {
  expect(await cuisineShown('fr', 'Globally inspired gourmet comfort food')).toBe('Globally inspired gourmet comfort food');
});
