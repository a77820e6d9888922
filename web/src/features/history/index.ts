// The history feature's public API: recording that a restaurant was opened (the pages compose it
// into the cards and the detail page). Its page loads lazily from the routes.
import { lazy } from 'react';
export { recordRestaurantView, useRecordView } from './hooks/use-record-view';
export const HistoryPage = lazy(() => import('./components/HistoryPage'));
