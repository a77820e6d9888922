// The auth feature's public API: what other features and the app shell may import.
import { lazy } from 'react';
export { AuthProvider } from './components/auth-provider/AuthProvider';
export { useAuth } from './hooks/auth-context';
export { NEW_USER_REDIRECT_DELAY_MS } from './new-user';
export type { AuthState, AuthUser } from './types';
// Its pages, loaded lazily by the routes.
export const AuthPage = lazy(() => import('./components/AuthPage'));
export const SignupVerificationPage = lazy(() => import('./components/signup-verification/SignupVerificationPage'));
export const ResetPasswordPage = lazy(() => import('./components/reset-password/ResetPasswordPage'));
export const ForgotPasswordOtpPage = lazy(() => import('./components/ForgotPasswordOtpPage'));
export const NewPasswordPage = lazy(() => import('./components/NewPasswordPage'));
export const OtpVerificationPage = lazy(() => import('./components/OtpVerificationPage'));
export const ChangePasswordPage = lazy(() => import('./components/ChangePasswordPage'));
export const EmailVerificationPage = lazy(() => import('./components/email-verification/EmailVerificationPage'));
