import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { type Profile } from '@shared/api/profile';
import { useAuth } from '@/features/auth';
import { type useProfileForm } from './use-profile-form';
import { useSessionLost } from './use-session-lost';
import { useUnsavedChanges } from './use-unsaved-changes';

/**
 * Saving the profile form: on success it finishes the setup and goes to /home; a refused username gets
 * the focus; a lost session leaves for sign-in. Leaving with unsaved changes asks first (`blocker`).
 */
export function useProfileSubmit(form: ReturnType<typeof useProfileForm>, initial: Profile, isNewUser: boolean) {
  const { t } = useTranslation('profile');
  const { user, finishProfileSetup, refresh } = useAuth();
  const navigate = useNavigate();
  const { draft, dirty, saving } = form;
  const { blocker, allowLeave } = useUnsavedChanges(dirty && !saving);
  const onSessionLost = useSessionLost(allowLeave);
  const usernameRef = useRef<HTMLInputElement>(null);
  // Focus moves to a refused username once the form is enabled again (after the render that ends saving).
  const [focusUsername, setFocusUsername] = useState(0);
  useEffect(() => {
    if (focusUsername > 0) usernameRef.current?.focus();
  }, [focusUsername]);

  // A first-time visitor may keep the defaults, so Save stays available to finish the setup.
  const canSave = !saving && (dirty || isNewUser);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    if (!user) return onSessionLost();
    const outcome = await form.save();
    switch (outcome.kind) {
      case 'saved':
        allowLeave();
        finishProfileSetup();
        // A new username reaches the header once the ID token is refreshed.
        if (draft.username !== initial.username) void refresh().catch(() => undefined);
        toast.success(t('toast.saved'));
        navigate('/home');
        break;
      case 'invalid':
      case 'usernameTaken':
        setFocusUsername((n) => n + 1);
        break;
      case 'sessionLost':
        onSessionLost();
        break;
      case 'failed':
        toast.error(t('toast.saveFailed'));
        break;
    }
  };

  return { canSave, onSubmit, usernameRef, blocker, allowLeave };
}
