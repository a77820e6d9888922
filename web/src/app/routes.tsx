import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from '@/components/layout/AppLayout';
import type { PlaceholderPageId } from '@/pages/placeholder-pages';
import { RequireAuth, RequireVisitor } from './guards';

// One lazy chunk per page keeps the initial JS small.
const WelcomePage = lazy(() => import('@/features/landing/components/WelcomePage'));
const PricingPage = lazy(() => import('@/features/pricing/components/PricingPage'));
const TermsPage = lazy(() => import('@/features/legal/components/TermsPage'));
const PrivacyPolicyPage = lazy(() => import('@/features/legal/components/PrivacyPolicyPage'));
const NotFoundPage = lazy(() => import('@/pages/NotFoundPage'));
const ComingSoonPage = lazy(() => import('@/pages/ComingSoonPage'));

const placeholder = (path: string, page: PlaceholderPageId): RouteObject => ({
  path,
  element: <ComingSoonPage page={page} />,
});

/** The full route table of spec 001, section 2. Nothing else lists routes. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/welcome" replace /> },
  {
    element: <AppLayout />,
    children: [
      // Public
      { path: '/welcome', element: <WelcomePage /> },
      { path: '/pricing', element: <PricingPage /> },

      // Behind the login guard
      {
        element: <RequireAuth />,
        children: [
          placeholder('/home', 'home'),
          placeholder('/search-results', 'searchResults'),
          placeholder('/restaurant/:id', 'restaurant'),
          placeholder('/comparison', 'comparison'),
          placeholder('/profile', 'profile'),
          placeholder('/saved-list', 'savedList'),
          placeholder('/history', 'history'),
          placeholder('/scrape-menu', 'scrapeMenu'),
          placeholder('/current-plan', 'currentPlan'),
          placeholder('/email-verification', 'emailVerification'),
        ],
      },

      // Visitors only
      { element: <RequireVisitor />, children: [placeholder('/auth', 'auth')] },

      // Public legal, reset and verification pages
      { path: '/terms-of-service', element: <TermsPage /> },
      { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
      placeholder('/reset-password', 'resetPassword'),
      placeholder('/forgot-password-otp', 'forgotPasswordOtp'),
      placeholder('/new-password', 'newPassword'),
      placeholder('/otp-verification', 'otpVerification'),
      placeholder('/signup-verification', 'signupVerification'),
      placeholder('/change-password', 'changePassword'),

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
