import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canAnalyzeReviews, upgradePath } from './analysis-access';
import { galleryPhotos, wrapIndex } from './gallery';
import { mapLink } from './map-link';
import { backTarget, openRecordedByCard, readRestaurantNavState, searchPosition } from './restaurant-nav-state';

const results = [{ id: 'a' }];
const preferences = { coordinates: { lat: 39.95, lng: -75.16 }, searchRadius: 2 };

describe('Back (product-rules §10.2: history, else results with their state, else one step back)', () => {
  it('goes to /history when opened from history, even with results in the state', () => {
    const nav = readRestaurantNavState({ fromHistory: true, searchResults: results, searchPreferences: preferences });
    assert.deepEqual(backTarget(nav), { kind: 'history', to: '/history' });
  });

  it('goes to /search-results with the results, the preferences and the results page own keys, without the detail keys', () => {
    const nav = readRestaurantNavState({ searchResults: results, searchPreferences: preferences, resultsView: { page: 2 }, shouldScrape: true, generatedMenu: {}, fromComparison: false });
    assert.deepEqual(backTarget(nav), {
      kind: 'results',
      to: '/search-results',
      state: { searchResults: results, searchPreferences: preferences, resultsView: { page: 2 } },
    });
  });

  it('goes one step back without results, with empty results, or without preferences', () => {
    for (const state of [null, undefined, 'x', [], {}, { searchResults: [], searchPreferences: preferences }, { searchResults: results }, { fromComparison: true }]) {
      assert.deepEqual(backTarget(readRestaurantNavState(state)), { kind: 'previous' }, JSON.stringify(state));
    }
  });
});

describe('navigation state', () => {
  it('reads each flag only when it is true', () => {
    const nav = readRestaurantNavState({ shouldScrape: 'yes', fromHistory: 1, fromComparison: true });
    assert.equal(nav.shouldScrape, false);
    assert.equal(nav.fromHistory, false);
    assert.equal(nav.fromComparison, true);
    assert.equal(nav.generatedMenu, null);
  });

  it('takes the distance position from the search preferences when it is a real coordinate', () => {
    assert.deepEqual(searchPosition(readRestaurantNavState({ searchPreferences: preferences })), { lat: 39.95, lng: -75.16 });
    assert.equal(searchPosition(readRestaurantNavState({ searchPreferences: { coordinates: { lat: 91, lng: 0 } } })), null);
    assert.equal(searchPosition(readRestaurantNavState({ searchPreferences: { coordinates: { lat: '1', lng: 0 } } })), null);
    assert.equal(searchPosition(readRestaurantNavState({})), null);
  });
});

describe('the viewed record (product-rules §9.1: one per open)', () => {
  it('is left to the results card when its link opened the page', () => {
    assert.equal(openRecordedByCard(readRestaurantNavState({ searchResults: results, searchPreferences: preferences })), true);
  });

  it('is written by the page for every other way in: Generate Menu, history, comparison, a typed link', () => {
    for (const state of [
      { searchResults: results, generatedMenu: { menuId: 'm' } },
      { searchResults: results, shouldScrape: true },
      { fromHistory: true },
      { fromComparison: true },
      null,
    ]) {
      assert.equal(openRecordedByCard(readRestaurantNavState(state)), false, JSON.stringify(state));
    }
  });
});

describe('gallery (product-rules §10.1: the main image plus at most 9, with wraparound)', () => {
  const photos = Array.from({ length: 14 }, (_, i) => ({ url: `p${i}` }));

  it('keeps the main image first and 9 more at most', () => {
    const shown = galleryPhotos('p5', photos);
    assert.equal(shown.length, 10);
    assert.equal(shown[0]?.url, 'p5');
    assert.equal(new Set(shown.map((p) => p.url)).size, 10);
  });

  it('puts a main image the photo list lacks first, and lists no URL twice', () => {
    assert.deepEqual(galleryPhotos('main', [{ url: 'a' }, { url: 'a' }, { url: 'main' }]).map((p) => p.url), ['main', 'a']);
    assert.deepEqual(galleryPhotos('', [{ url: 'a' }]).map((p) => p.url), ['a']);
    assert.deepEqual(galleryPhotos('', []), []);
  });

  it('cycles: before the first is the last, after the last the first', () => {
    assert.equal(wrapIndex(-1, 10), 9);
    assert.equal(wrapIndex(10, 10), 0);
    assert.equal(wrapIndex(4, 10), 4);
    assert.equal(wrapIndex(3, 0), 0);
  });
});

describe('AI review analysis access (product-rules §10.3: aiAnalysis, premium)', () => {
  it('is premium only', () => {
    assert.equal(canAnalyzeReviews('premium'), true);
    assert.equal(canAnalyzeReviews('pro'), false);
    assert.equal(canAnalyzeReviews('free'), false);
    assert.equal(canAnalyzeReviews(null), false);
  });

  it('upgrades signed-in users on /current-plan and visitors on /pricing', () => {
    assert.equal(upgradePath(true), '/current-plan');
    assert.equal(upgradePath(false), '/pricing');
  });
});

describe('map link (product-rules §10.1: coordinates with a map link)', () => {
  it("uses the provider's https page for the place, else openstreetmap.org at the coordinates", () => {
    const coordinates = { lat: 39.9503, lng: -75.1663 };
    assert.equal(mapLink({ mapUrl: 'https://www.openstreetmap.org/node/1', coordinates }), 'https://www.openstreetmap.org/node/1');
    assert.equal(mapLink({ mapUrl: 'javascript:alert(1)', coordinates }), 'https://www.openstreetmap.org/?mlat=39.9503&mlon=-75.1663#map=18/39.9503/-75.1663');
    assert.equal(mapLink({ coordinates }), 'https://www.openstreetmap.org/?mlat=39.9503&mlon=-75.1663#map=18/39.9503/-75.1663');
  });
});

describe("the search the page was opened from (product-rules §10.1: its lists are scanned)", () => {
  const searchId = '1764300000000-3f2b6c1e-7d4a-4b8e-9c0f-1a2b3c4d5e6f';
  it('reads a search id the server issued, and hands it back to the results page', () => {
    const nav = readRestaurantNavState({ searchResults: results, searchPreferences: preferences, searchId });
    assert.equal(nav.searchId, searchId);
    const back = backTarget(nav);
    assert.equal(back.kind === 'results' && back.state.searchId, searchId);
  });

  it('ignores anything else: opened that way, the page checks the profile', () => {
    for (const bad of [undefined, 'Peanuts', 7, { id: searchId }]) {
      assert.equal(readRestaurantNavState({ searchResults: results, searchPreferences: preferences, searchId: bad }).searchId, null, String(bad));
    }
  });
});
