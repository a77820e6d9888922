import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/ui/Spinner';
import { NEW_USER_REDIRECT_DELAY_MS, useAuth } from '@/features/auth';
import { overLimitRedirect, useOverLimit } from '@/features/subscription';

export const NEW_USER_PROFILE_PATH = '/profile?newUser=true';

/**
 * Login guard (product-rules §3.2 route table): spinner while loading; no user goes to /auth; a signed-in
 * account created under 60 s ago and not on a profile path goes to /profile?newUser=true. While
 * over the saved limit (product-rules §2.3 "Over-limit behaviour") every page but /saved-list, /profile and
 * /current-plan goes to /saved-list, so its content is never shown.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const { status, user, isNewUser } = useAuth();
  const location = useLocation();
  const lockedTo = overLimitRedirect(location.pathname, useOverLimit());

  if (status === 'loading') return <PageSpinner label={t('guard.checkingSession')} />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  if (isNewUser && !location.pathname.startsWith('/profile')) return <Navigate to={NEW_USER_PROFILE_PATH} replace />;
  if (lockedTo) return <Navigate to={lockedTo} replace />;
  return <Outlet />;
}

/**
 * Visitor guard for /auth: a signed-in new user goes to the profile set-up (100 ms after the
 * sign-in, product-rules §3.2), anyone else signed in to /home.
 */
export function RequireVisitor() {
  const { t } = useTranslation();
  const { status, user, isNewUser } = useAuth();

  if (status === 'loading') return <PageSpinner label={t('guard.checkingSession')} />;
  if (user && isNewUser) return <DelayedRedirect to={NEW_USER_PROFILE_PATH} delayMs={NEW_USER_REDIRECT_DELAY_MS} />;
  if (user) return <Navigate to="/home" replace />;
  return <Outlet />;
}

function DelayedRedirect({ to, delayMs }: { to: string; delayMs: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [navigate, to, delayMs]);
  return <PageSpinner label={t('guard.checkingSession')} />;
}
