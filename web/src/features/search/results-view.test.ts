import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { DEFAULT_RESULTS_VIEW, loadResultsView, RESULTS_VIEW_KEY, saveResultsView } from './results-view';

/** A minimal session storage for node (the browser's has the same three methods we use). */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

beforeEach(() => {
  (globalThis as { sessionStorage?: unknown }).sessionStorage = new MemoryStorage();
});

test('the view chosen for a search comes back for that search', () => {
  saveResultsView('search-a', { sort: 'name-asc', filter: 'hide-danger', tags: ['tag-1', 'tag-2'], openNow: true, page: 3, layout: 'map' });
  assert.deepEqual(loadResultsView('search-a'), { sort: 'name-asc', filter: 'hide-danger', tags: ['tag-1', 'tag-2'], openNow: true, page: 3, layout: 'map' });
  // A view kept from before the open-now filter and the map existed comes back with the filter off, as a list.
  sessionStorage.setItem(RESULTS_VIEW_KEY, JSON.stringify({ owner: 'search-a', view: { sort: 'name-asc', filter: 'all', tags: [], page: 2 } }));
  assert.deepEqual(loadResultsView('search-a'), { sort: 'name-asc', filter: 'all', tags: [], openNow: false, page: 2, layout: 'list' });
});

test('another search starts from the default view', () => {
  saveResultsView('search-a', { sort: 'name-asc', filter: 'safe-only', tags: ['tag-1'], openNow: false, page: 2, layout: 'map' });
  assert.deepEqual(loadResultsView('search-b'), DEFAULT_RESULTS_VIEW);
  assert.deepEqual(DEFAULT_RESULTS_VIEW, { sort: 'relevance', filter: 'all', tags: [], openNow: false, page: 1, layout: 'list' });
});

test('a stored view that is not one the page offers is ignored', () => {
  for (const view of [
    { sort: 'cheapest', filter: 'all', tags: [], page: 1 },
    { sort: 'name-asc', filter: 'all', tags: [], page: 0 },
    { sort: 'name-asc', filter: 'x', tags: [], page: 1 },
    { sort: 'name-asc', filter: 'all', tags: [7], page: 1 },
    { sort: 'name-asc', filter: 'all', page: 1 },
    { sort: 'name-asc', filter: 'all', tags: [], openNow: 'yes', page: 1 },
    { sort: 'name-asc', filter: 'all', tags: [], openNow: false, page: 1, layout: 'globe' },
  ]) {
    sessionStorage.setItem(RESULTS_VIEW_KEY, JSON.stringify({ owner: 'search-a', view }));
    assert.deepEqual(loadResultsView('search-a'), DEFAULT_RESULTS_VIEW);
  }
  sessionStorage.setItem(RESULTS_VIEW_KEY, '{not json');
  assert.deepEqual(loadResultsView('search-a'), DEFAULT_RESULTS_VIEW);
});
