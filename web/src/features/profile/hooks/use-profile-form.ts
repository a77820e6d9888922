import { useCallback, useMemo, useState } from 'react';
import type { Profile } from '@shared/api/profile';
import type { Language } from '@shared/i18n/languages';
import { changeLanguage } from '@/lib/i18n';
import { ApiError } from '@/lib/api-client';
import { isDraftDirty, usernameProblemKey, type ProfileDraft } from '../profile-draft';
import { useSaveProfile } from './use-profile';

export type SaveOutcome = { kind: 'saved'; profile: Profile } | { kind: 'invalid' } | { kind: 'usernameTaken' } | { kind: 'sessionLost' } | { kind: 'failed' };

/**
 * The profile form's state: the draft, the last saved profile (to tell unsaved changes), the
 * username error and the save call. Choosing a language switches the interface at once.
 */
export function useProfileForm(initial: Profile) {
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState<ProfileDraft>(initial);
  const [usernameErrorKey, setUsernameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { mutateAsync: saveProfile } = useSaveProfile();

  const dirty = useMemo(() => isDraftDirty(draft, saved), [draft, saved]);

  const update = useCallback(<K extends keyof ProfileDraft>(field: K, value: ProfileDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (field === 'username') setUsernameError(null);
  }, []);

  const chooseLanguage = useCallback(
    (language: Language) => {
      update('language', language);
      void changeLanguage(language);
    },
    [update],
  );

  const discard = useCallback(() => {
    setDraft(saved);
    setUsernameError(null);
  }, [saved]);

  const save = useCallback(async (): Promise<SaveOutcome> => {
    const problem = usernameProblemKey(draft.username);
    if (problem) {
      setUsernameError(problem);
      return { kind: 'invalid' };
    }
    setSaving(true);
    try {
      const profile = await saveProfile({ ...draft, username: draft.username.trim() });
      setSaved(profile);
      setDraft(profile);
      return { kind: 'saved', profile };
    } catch (error) {
      if (error instanceof ApiError && error.code === 'USERNAME_TAKEN') {
        setUsernameError('errors.usernameTaken');
        return { kind: 'usernameTaken' };
      }
      if (error instanceof ApiError && error.status === 401) return { kind: 'sessionLost' };
      return { kind: 'failed' };
    } finally {
      setSaving(false);
    }
  }, [draft, saveProfile]);

  return { draft, saved, dirty, saving, usernameErrorKey, update, chooseLanguage, discard, save };
}
