import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useAuth } from '@/features/auth';

/** Long enough to read the toast before the sign-out reloads the page. */
const SIGN_OUT_DELAY_MS = 1500;

/**
 * Spec: a profile update without a logged-in user says 'You must be logged in to update your
 * profile' and goes to /auth. Without a user the router can go straight there; with a session the
 * API refused (expired or revoked), the tokens are cleared first, or /auth would send us back.
 */
export function useSessionLost(beforeLeave: () => void): () => void {
  const { t } = useTranslation('profile');
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(() => {
    toast.error(t('toast.notLoggedIn'), { id: 'profile-not-logged-in' });
    beforeLeave();
    if (!user) navigate('/auth', { replace: true });
    else window.setTimeout(() => void signOut('/auth'), SIGN_OUT_DELAY_MS);
  }, [t, user, signOut, navigate, beforeLeave]);
}
