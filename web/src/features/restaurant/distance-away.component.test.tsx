/**
 * @jest-environment jsdom
 */
import { afterAll, expect, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RestaurantDetail } from '@shared/api/places';
import { LANGUAGES } from '@shared/i18n/languages';
import { CardHeading } from '@/components/restaurant-card/CardHeading';
import { RestaurantFacts } from './components/RestaurantFacts';
import i18n from '@/__component_tests__/support/i18n';
import { renderInApp } from '@/__component_tests__/support/render';

// A place's distance reads the same on its card and on its detail page, in every language (issue 18:
// the Japanese card said "ここから 0.2 マイル", the page "0.2 マイル 先"): one wording for both.

const locale = (lang: string, ns: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, '..', '..', 'locales', lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;

const place = {
  id: 'osm-node-1',
  name: 'Kiwi Corner',
  cuisineType: 'Thai',
  cuisines: ['thai'],
  address: '1 High Street',
  distance: '0.2 miles',
  coordinates: { lat: 55.95, lng: -3.19 },
} as unknown as RestaurantDetail;

afterAll(async () => {
  await i18n.changeLanguage('en');
});

test.each([...LANGUAGES])('%s: the card and the detail page say the distance in the same words', async (lang) => {
  for (const ns of ['common', 'search', 'restaurant']) i18n.addResourceBundle(lang, ns, locale(lang, ns), true, true);
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  renderInApp(
    <MemoryRouter>
      <CardHeading restaurant={place} />
    </MemoryRouter>,
  );
  const onCard = screen.getByTestId('card-distance').textContent!.trim();
  cleanup();
  renderInApp(
    <MemoryRouter>
      <RestaurantFacts restaurant={place} />
    </MemoryRouter>,
  );
  const onPage = screen.getByTestId('restaurant-distance').textContent!;
  // The page's fact has a label before the value ("Distance"); the value itself is the card's words.
  expect(onPage.endsWith(onCard)).toBe(true);
  expect(onCard).toMatch(/0[.,]2/);
  if (lang !== 'en') expect(onCard).not.toMatch(/miles|away/);
  cleanup();
});
