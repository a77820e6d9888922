// The landing feature's public API: its page, loaded lazily by the routes.
import { lazy } from 'react';
export const WelcomePage = lazy(() => import('./components/WelcomePage'));
