// The history feature's public API.
export { recordRestaurantHistory } from './api/restaurant-history-api';
