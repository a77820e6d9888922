import { useEffect, useEffectEvent } from 'react';

/** Spec: the quick search runs 500 ms after the voice text lands in the box. */
const VOICE_SEARCH_DELAY_MS = 500;

/**
 * Runs `search` with the render that shows the transcribed text, 500 ms after `voiceSearch` is
 * bumped; typing or submitting first (which set it back to 0) cancels it.
 */
export function useDelayedVoiceSearch(voiceSearch: number, search: () => Promise<void>) {
  const runVoiceSearch = useEffectEvent(() => void search());
  useEffect(() => {
    if (!voiceSearch) return;
    const timer = window.setTimeout(runVoiceSearch, VOICE_SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [voiceSearch]);
}
