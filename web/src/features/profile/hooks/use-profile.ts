import { useCallback, useEffect, useState } from 'react';
import type { Profile } from '@shared/api/profile';
import { fetchProfile } from '../api/profile-api';

export type ProfileLoad = { status: 'loading' } | { status: 'ready'; profile: Profile } | { status: 'error' };

/**
 * Loads GET /me/profile. Load errors are silent as the spec asks (no toast): the page shows a
 * retry card instead of an empty form that could overwrite the stored profile.
 */
export function useProfile(): { load: ProfileLoad; retry: () => void } {
  const [load, setLoad] = useState<ProfileLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchProfile(controller.signal).then(
      (profile) => setLoad({ status: 'ready', profile }),
      () => {
        if (!controller.signal.aborted) setLoad({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { load, retry };
}
