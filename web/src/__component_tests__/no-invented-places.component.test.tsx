/**
 * @jest-environment jsdom
 */
import { expect, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { PlacesSearchPreferences, Restaurant } from '@shared/api/places';
import { SearchResults } from '@/features/search';
import { renderInApp } from './support/render';

/**
 * Honest results (docs/product-rules.md §4.9): where no real data lies the page says so, names the
 * areas that have data and offers a search there with the same choices, and shows no place; when the
 * operator turned demo places on, every page that shows them says at the top that they are invented.
 */
const preferences: PlacesSearchPreferences = {
  searchQuery: 'vegan pizza',
  cuisineType: 'italian',
  priceRange: 'any',
  dietaryRestrictions: ['Vegan'],
  allergies: ['Peanuts'],
  searchRadius: 5,
  distanceUnit: 'miles',
  coordinates: { lat: 52.52, lng: 13.405 },
  location: 'Berlin, DE',
};

const place = (id: string, demo: boolean): Restaurant => ({
  id, name: `Place ${id}`, imageUrl: '/places/illustration?c=italian&s=1', cuisineType: 'Italian', cuisines: ['italian'], rating: 4.4, userRatingCount: 120,
  address: '1 Example Street', formatted_address: '1 Example Street', vicinity: '1 Example Street', distance: '0.2 miles', distanceMeters: 320,
  coordinates: { lat: 52.52, lng: 13.405 }, dietaryOptions: [], pros: [], cons: [], hasMenuExtraction: false, source: demo ? 'demo' : 'openstreetmap', demo,
  allergyInfo: { isSafe: false, riskLevel: 'caution', allergenWarnings: [], dietaryWarnings: [], safeOptions: [], hasSafeMenuItems: false, evidence: { level: 'limited', words: 3, menuItems: 0 }, limited: true, notes: [] },
});

function HomeState() {
  return <pre data-testid="home-state">{JSON.stringify(useLocation().state)}</pre>;
}

function renderResults(search: Parameters<typeof SearchResults>[0]['search']) {
  return renderInApp(
    <MemoryRouter initialEntries={['/search-results']}>
      <Routes>
        <Route
          path="/search-results"
          element={
            <SearchResults
              search={search}
              view={{ sort: 'relevance', filter: 'all', tags: [], openNow: false, page: 1, layout: 'list' }}
              onViewChange={() => undefined}
              keep={() => true}
              renderCard={(restaurant) => <article data-testid="card">{restaurant.name}</article>}
            />
          }
        />
        <Route path="/home" element={<HomeState />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('no real data where it searched: it says so at the top, lists the areas with data, and shows no place', async () => {
  const areas = [
    { name: 'Edinburgh', places: 730, center: { lat: 55.948, lng: -3.193 } },
    { name: 'Philadelphia', places: 662, center: { lat: 39.953, lng: -75.164 } },
  ];
  renderResults({ searchResults: [], searchPreferences: preferences, noDataHere: { areas } });
  const notice = screen.getByTestId('results-no-data');
  expect(within(notice).getByRole('heading', { level: 1 })).toHaveTextContent('No restaurant data for this area yet');
  expect(notice).toHaveTextContent('near Berlin, DE');
  expect(notice).toHaveTextContent('We never invent places');
  expect(within(screen.getByTestId('results-no-data-areas')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    expect.stringContaining('Edinburgh730 places'),
    expect.stringContaining('Philadelphia662 places'),
  ]);
  expect(screen.queryByTestId('card')).toBeNull();
  expect(screen.queryByTestId('results-empty')).toBeNull();

  // "Search near Philadelphia" hands the same choices to /home, with the area as a manual location.
  await userEvent.click(screen.getByRole('button', { name: 'Search near Philadelphia' }));
  expect(JSON.parse(screen.getByTestId('home-state').textContent ?? 'null')).toEqual({
    searchQuery: 'vegan pizza',
    cuisineType: 'italian',
    priceRange: 'any',
    dietaryRestrictions: ['Vegan'],
    location: 'Philadelphia',
    coordinates: { lat: 39.953, lng: -75.164 },
  });
});

test('demo places (turned on by the operator): a banner at the top says they are invented', () => {
  renderResults({ searchResults: [place('demo-1', true), place('demo-2', true)], searchPreferences: preferences });
  const banner = screen.getByTestId('demo-banner');
  expect(banner).toHaveTextContent('Invented restaurants.');
  expect(banner).toHaveTextContent('Never rely on them for an allergy or a diet.');
  expect(screen.getAllByTestId('card')).toHaveLength(2);
});

test('real places carry no demo banner', () => {
  renderResults({ searchResults: [place('osm-node-1', false)], searchPreferences: preferences });
  expect(screen.queryByTestId('demo-banner')).toBeNull();
  expect(screen.queryByTestId('results-no-data')).toBeNull();
});
