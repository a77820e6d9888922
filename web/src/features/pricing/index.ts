// The pricing feature's public API: its pages, loaded lazily by the routes.
import { lazy } from 'react';
export const PricingPage = lazy(() => import('./components/PricingPage'));
export const CurrentPlanPage = lazy(() => import('./components/CurrentPlanPage'));
