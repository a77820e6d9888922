import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from '@/components/layout/AppLayout';
import { RequireAuth, RequireVisitor } from './guards';
import { RouteErrorPage } from './RouteErrorPage';

// One lazy chunk per page keeps the initial JS small.
const WelcomePage = lazy(() => import('@/features/landing/components/WelcomePage'));
const PricingPage = lazy(() => import('@/features/pricing/components/PricingPage'));
const CurrentPlanPage = lazy(() => import('@/features/pricing/components/CurrentPlanPage'));
const TermsPage = lazy(() => import('@/features/legal/components/TermsPage'));
const PrivacyPolicyPage = lazy(() => import('@/features/legal/components/PrivacyPolicyPage'));
const NotFoundPage = lazy(() => import('@/pages/NotFoundPage'));
const AuthPage = lazy(() => import('@/features/auth/components/AuthPage'));
const SignupVerificationPage = lazy(() => import('@/features/auth/components/SignupVerificationPage'));
const ResetPasswordPage = lazy(() => import('@/features/auth/components/ResetPasswordPage'));
const ForgotPasswordOtpPage = lazy(() => import('@/features/auth/components/ForgotPasswordOtpPage'));
const NewPasswordPage = lazy(() => import('@/features/auth/components/NewPasswordPage'));
const OtpVerificationPage = lazy(() => import('@/features/auth/components/OtpVerificationPage'));
const ChangePasswordPage = lazy(() => import('@/features/auth/components/ChangePasswordPage'));
const EmailVerificationPage = lazy(() => import('@/features/auth/components/EmailVerificationPage'));
const ProfilePage = lazy(() => import('@/features/profile/components/ProfilePage'));
const HomePage = lazy(() => import('@/features/search/components/HomePage'));
const SearchResultsPage = lazy(() => import('@/features/search/components/SearchResultsPage'));
const ComparisonPage = lazy(() => import('@/features/comparison/components/ComparisonPage'));
const HistoryPage = lazy(() => import('@/features/history/components/HistoryPage'));
const SavedListPage = lazy(() => import('@/features/library/components/SavedListPage'));
const ScrapeMenuPage = lazy(() => import('@/features/menus/components/ScrapeMenuPage'));
const RestaurantPage = lazy(() => import('@/features/restaurant/components/RestaurantPage'));

/** The full route table of spec 001, section 2. Nothing else lists routes. */
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
