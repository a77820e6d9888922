// The history feature's public API. Its page loads lazily from the routes.
export { recordRestaurantHistory } from './api/restaurant-history-api';
