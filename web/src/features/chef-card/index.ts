// The chef card feature (product-rules §17): its page loads lazily from the routes.
import { lazy } from 'react';
export const ChefCardPage = lazy(() => import('./components/ChefCardPage'));
