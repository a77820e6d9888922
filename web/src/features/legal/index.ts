// The legal feature's public API: its pages, loaded lazily by the routes.
import { lazy } from 'react';
export const TermsPage = lazy(() => import('./components/TermsPage'));
export const PrivacyPolicyPage = lazy(() => import('./components/PrivacyPolicyPage'));
