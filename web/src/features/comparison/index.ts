// The comparison feature's public API: the cards' Compare button and the floating bar. The page
// loads lazily from the routes.
import { lazy } from 'react';
export { CompareButton } from './components/CompareButton';
export { ComparisonBar } from './components/ComparisonBar';
export type { ComparedRestaurant } from './comparison-list';
export const ComparisonPage = lazy(() => import('./components/ComparisonPage'));
