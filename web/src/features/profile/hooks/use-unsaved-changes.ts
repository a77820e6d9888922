import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router-dom';

/**
 * Unsaved-changes awareness: while `dirty`, leaving the site asks the browser's own question and
 * moving to another page inside the app is held until the user confirms (the returned blocker).
 * `allowLeave()` lets an intended exit through (after saving, or signing out).
 */
export function useUnsavedChanges(dirty: boolean): { blocker: Blocker; allowLeave: () => void } {
  const leaving = useRef(false);

  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
      [dirty],
    ),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = ''; // Chromium still needs it to show the prompt.
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowLeave = useCallback(() => {
    leaving.current = true;
  }, []);

  return { blocker, allowLeave };
}
