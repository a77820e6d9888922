import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from '@/app/layout/AppLayout';
import {
  AuthPage,
  ChangePasswordPage,
  EmailVerificationPage,
  ForgotPasswordOtpPage,
  NewPasswordPage,
  OtpVerificationPage,
  ResetPasswordPage,
  SignupVerificationPage,
} from '@/features/auth';
import { ChefCardPage } from '@/features/chef-card';
import { ComparisonPage } from '@/features/comparison';
import { HistoryPage } from '@/features/history';
import { WelcomePage } from '@/features/landing';
import { PrivacyPolicyPage, TermsPage } from '@/features/legal';
import { ScrapeMenuPage } from '@/features/menus';
import { CurrentPlanPage, PricingPage } from '@/features/pricing';
import { ProfilePage } from '@/features/profile';
import { HomePage } from '@/features/search';
import { RequireAuth, RequireVisitor } from './guards';
import { RouteErrorPage } from './RouteErrorPage';

// One lazy chunk per page keeps the initial JS small: each feature's index declares its pages
// lazily; the pages that compose several features are in web/src/pages.
const NotFoundPage = lazy(() => import('@/pages/NotFoundPage'));
const SearchResultsPage = lazy(() => import('@/pages/SearchResultsPage'));
const SavedListPage = lazy(() => import('@/pages/SavedListPage'));
const RestaurantPage = lazy(() => import('@/pages/RestaurantPage'));

/** The full route table of product-rules §3.1. Nothing else lists routes. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/welcome" replace /> },
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      // Public
      { path: '/welcome', element: <WelcomePage /> },
      { path: '/pricing', element: <PricingPage /> },

      // Behind the login guard
      {
        element: <RequireAuth />,
        children: [
          { path: '/home', element: <HomePage /> },
          { path: '/search-results', element: <SearchResultsPage /> },
          { path: '/restaurant/:id', element: <RestaurantPage /> },
          { path: '/comparison', element: <ComparisonPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/saved-list', element: <SavedListPage /> },
          { path: '/history', element: <HistoryPage /> },
          { path: '/scrape-menu', element: <ScrapeMenuPage /> },
          { path: '/chef-card', element: <ChefCardPage /> },
          { path: '/current-plan', element: <CurrentPlanPage /> },
          { path: '/email-verification', element: <EmailVerificationPage /> },
        ],
      },

      // Visitors only
      { element: <RequireVisitor />, children: [{ path: '/auth', element: <AuthPage /> }] },

      // Public legal, reset and verification pages
      { path: '/terms-of-service', element: <TermsPage /> },
      { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/forgot-password-otp', element: <ForgotPasswordOtpPage /> },
      { path: '/new-password', element: <NewPasswordPage /> },
      { path: '/otp-verification', element: <OtpVerificationPage /> },
      { path: '/signup-verification', element: <SignupVerificationPage /> },
      { path: '/change-password', element: <ChangePasswordPage /> },

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
