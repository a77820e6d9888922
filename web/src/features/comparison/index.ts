// The comparison feature's public API: the cards' Compare button and the floating bar. The page
// loads lazily from the routes.
export { CompareButton } from './components/CompareButton';
export { ComparisonBar } from './components/ComparisonBar';
export type { ComparedRestaurant } from './comparison-list';
export type { ComparisonNavState } from './comparison-state';
