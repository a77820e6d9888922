// The restaurant feature's public API: the detail page, which web/src/pages composes with the
// other features' save heart, actions, menu panel and view record. Other features that open
// /restaurant/{id} with navigation state read its shape here.
export { RestaurantPage } from './components/RestaurantPage';
export type { RestaurantNavState } from './restaurant-nav-state';
export type { RestaurantPageSlots } from './restaurant-slots';
