/**
 * @jest-environment jsdom
 */
import { expect, jest, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import type { ComponentProps } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { PlacesSearchPreferences, Restaurant } from '@shared/api/places';
import type { OpeningSchedule } from '@shared/domain/opening-hours/open-status';
import { RestaurantCard } from '@/components/restaurant-card/RestaurantCard';
import { SearchResults } from '@/features/search';
import { renderInApp } from './support/render';

const MINUTE = 60_000;
const NEW_YORK = 'America/New_York';
// A fixed Wednesday, 10:00 in New York, with time running on from there: whether a change falls on the
// place's today must not depend on when the suite runs (at 21:00 in New York "+3 h" is tomorrow).
jest.useFakeTimers({ now: Date.parse('2026-11-25T15:00:00Z'), advanceTimers: true });
/** The minute the schedules are served at (taken once: the expected times do not move with the clock). */
const BASE = Math.floor(Date.now() / MINUTE) * MINUTE;

/** A schedule served `servedMinutesAgo` before now, open in the given minutes after it. */
function schedule(open: Array<[number, number]>, servedMinutesAgo = 0): OpeningSchedule {
  const from = BASE - servedMinutesAgo * MINUTE;
  return { timeZone: NEW_YORK, from: new Date(from).toISOString(), horizonMinutes: 7 * 24 * 60, open, unknown: [] };
}

function restaurant(id: string, name: string, hours: { openingSchedule?: OpeningSchedule; openNow?: boolean }): Restaurant {
  return {
    id, name, imageUrl: '/places/illustration?c=italian&s=1', cuisineType: 'Italian', cuisines: ['italian'],
    address: '1 Market Street', formatted_address: '1 Market Street', vicinity: '1 Market Street', distance: '0.2 miles', distanceMeters: 320,
    coordinates: { lat: 39.95, lng: -75.16 }, dietaryOptions: [], pros: [], cons: [], hasMenuExtraction: false, source: 'openstreetmap', demo: false,
    allergyInfo: { isSafe: true, riskLevel: 'safe', allergenWarnings: [], dietaryWarnings: [], safeOptions: [], hasSafeMenuItems: false, evidence: { level: 'limited', words: 3, menuItems: 0 }, limited: true, notes: [] },
    ...hours,
  };
}

/** The time as the card must show it: the place's own clock, in the user's (English) format. */
const placeTime = (minutesAfterBase: number) =>
  new Intl.DateTimeFormat('en', { timeZone: NEW_YORK, hour: 'numeric', minute: '2-digit' }).format(new Date(BASE + minutesAfterBase * MINUTE));

const badgeOf = (name: string) => within(screen.getByText(name).closest('article')!).queryByTestId('card-open-status');

const openPlace = restaurant('open', 'Open Trattoria', { openingSchedule: schedule([[0, 120]]) });
const closedPlace = restaurant('closed', 'Closed Bistro', { openingSchedule: schedule([[180, 300]]) });
// Opens at 11:00 tomorrow in New York: the day is named.
const tomorrowPlace = restaurant('tomorrow', 'Tomorrow Deli', { openingSchedule: schedule([[25 * 60, 26 * 60]]) });
// Served open three hours ago for an hour: a kept result whose stored openNow is stale.
const stalePlace = restaurant('stale', 'Kept Diner', { openNow: true, openingSchedule: schedule([[0, 60]], 180) });
// No schedule: the source's hours are unknown; a stored openNow alone is never shown.
const unknownPlace = restaurant('unknown', 'Mystery Cafe', { openNow: true });

test('a card says Open now or Closed from its schedule at the moment it is shown, with the next change in the place\'s time, and nothing when unknown', () => {
  renderInApp(
    <MemoryRouter>
      {[openPlace, closedPlace, tomorrowPlace, stalePlace, unknownPlace].map((r) => (
        <RestaurantCard key={r.id} restaurant={r} />
      ))}
    </MemoryRouter>,
  );
  expect(badgeOf('Open Trattoria')).toHaveTextContent(`Open now·Closes at ${placeTime(120)}`);
  expect(badgeOf('Closed Bistro')).toHaveTextContent(`Closed·Opens at ${placeTime(180)}`);
  expect(badgeOf('Tomorrow Deli')).toHaveTextContent(`Closed·Opens Thu at ${placeTime(25 * 60)}`);
  expect(badgeOf('Kept Diner')).toHaveAttribute('data-state', 'closed');
  expect(badgeOf('Kept Diner')).not.toHaveTextContent('Open now');
  expect(badgeOf('Mystery Cafe')).toBeNull();
}, 30_000);

test('the Open now filter keeps the places open now and says how many with unknown hours it hides', async () => {
  const preferences = {
    searchQuery: '', cuisineType: 'any', priceRange: 'any', dietaryRestrictions: [], allergies: [], searchRadius: 1, distanceUnit: 'miles',
    coordinates: { lat: 39.95, lng: -75.16 }, location: 'Philadelphia',
  } as PlacesSearchPreferences;
  const search = { searchResults: [openPlace, closedPlace, stalePlace, unknownPlace], searchPreferences: preferences };
  let view: ComponentProps<typeof SearchResults>['view'] = { sort: 'relevance', filter: 'all', tags: [], openNow: false, page: 1, layout: 'list' };
  const page = () => (
    <MemoryRouter>
      <SearchResults
        search={search}
        view={view}
        onViewChange={(change) => {
          view = { ...view, ...change };
          rerender(page());
        }}
        keep={() => true}
        renderCard={(r) => <RestaurantCard restaurant={r} />}
      />
    </MemoryRouter>
  );
  const { rerender } = renderInApp(page());
  const names = () => screen.getAllByTestId('card-link').map((link) => link.textContent);
  expect(names()).toHaveLength(4);
  expect(screen.queryByTestId('results-open-now-unknown')).toBeNull();

  await userEvent.click(screen.getByTestId('results-open-now'));
  expect(names()).toEqual(['Open Trattoria']);
  expect(screen.getByTestId('results-open-now-unknown')).toHaveTextContent('1 place with unknown hours hidden');

  await userEvent.click(screen.getByTestId('results-open-now'));
  expect(names()).toHaveLength(4);
}, 30_000);
