/**
 * @jest-environment jsdom
 */
import { expect, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { PlacesSearchPreferences, Restaurant } from '@shared/api/places';
import { SearchResults } from '@/features/search';
import { renderInApp } from './support/render';

// Issue 18 item 11: the results' heading says what is shown. "Found 3 restaurants" above a filter that
// shows 1 (or none) was not true of the page.

type Risk = Restaurant['allergyInfo']['riskLevel'];
type ResultsView = Parameters<typeof SearchResults>[0]['view'];
const placeOf = (id: string, riskLevel: Risk): Restaurant => ({
  id, name: `Place ${id}`, imageUrl: '/places/illustration?c=thai&s=1', cuisineType: 'Thai', cuisines: ['thai'],
  address: '1 Market Street', formatted_address: '1 Market Street', vicinity: '1 Market Street', distance: '0.2 miles', distanceMeters: 320,
  coordinates: { lat: 39.95, lng: -75.16 }, dietaryOptions: [], pros: [], cons: [], hasMenuExtraction: false, source: 'openstreetmap', demo: false,
  allergyInfo: { isSafe: riskLevel === 'safe', riskLevel, allergenWarnings: [], dietaryWarnings: [], safeOptions: [], hasSafeMenuItems: false, evidence: { level: 'ample', words: 30, menuItems: 0 }, limited: false, notes: [] },
});
const preferences = {
  searchQuery: '', cuisineType: 'any', priceRange: 'any', dietaryRestrictions: [], allergies: ['Peanuts'], searchRadius: 2, distanceUnit: 'miles',
  coordinates: { lat: 39.95, lng: -75.16 }, location: 'Philadelphia', partySize: 2,
} as unknown as PlacesSearchPreferences;
const results = [placeOf('a', 'safe'), placeOf('b', 'caution'), placeOf('c', 'danger')];

function renderResults(view: Partial<ResultsView>, keep: (id: string) => boolean = () => true) {
  renderInApp(
    <MemoryRouter>
      <SearchResults
        search={{ searchResults: results, searchPreferences: preferences }}
        view={{ sort: 'relevance', filter: 'all', tags: [], openNow: false, page: 1, layout: 'list', ...view }}
        onViewChange={() => {}}
        keep={keep}
        renderCard={(r) => <p data-testid="card">{r.name}</p>}
      />
    </MemoryRouter>,
  );
  return { heading: screen.getByTestId('results-title'), cards: screen.queryAllByTestId('card') };
}

test('nothing filtered: the heading is the spec\'s "Found {n} restaurants"', () => {
  const { heading, cards } = renderResults({});
  expect(heading).toHaveTextContent('Found 3 restaurants');
  expect(cards).toHaveLength(3);
});

test('a risk filter that hides some: the heading says how many of the found are shown', () => {
  const { heading, cards } = renderResults({ filter: 'safe-only' });
  expect(cards).toHaveLength(1);
  expect(heading).toHaveTextContent('Showing 1 of 3 restaurants');
});

test('a filter that hides all: the heading says none of them is shown', () => {
  const { heading } = renderResults({ filter: 'safe-only' }, (id) => id !== 'a');
  expect(heading).toHaveTextContent('Showing 0 of 3 restaurants');
  expect(screen.getByTestId('results-no-match')).toBeVisible();
});

test('a tag filter that keeps two: the heading says 2 of 3', () => {
  const { heading, cards } = renderResults({}, (id) => id !== 'b');
  expect(cards).toHaveLength(2);
  expect(heading).toHaveTextContent('Showing 2 of 3 restaurants');
});
