// The restaurant feature's public API: the detail page loads lazily from the routes. Other features
// that open /restaurant/{id} with navigation state read its shape here; the comparison shares the
// review analysis query.
export type { RestaurantNavState } from './restaurant-nav-state';
export { reviewAnalysisQuery } from './review-analysis-query';
