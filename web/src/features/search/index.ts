// The search feature's public API. /home loads lazily from the routes; /search-results is composed
// in web/src/pages from the results view here, the library's tag filter and the cards' actions.
import { lazy } from 'react';
export { SearchResults } from './components/SearchResults';
export { useStoredSearch } from './hooks/use-stored-search';
export { useResultsView } from './hooks/use-results-view';
export { menuReadyNavState } from './menu-ready-state';
export const HomePage = lazy(() => import('./components/HomePage'));
