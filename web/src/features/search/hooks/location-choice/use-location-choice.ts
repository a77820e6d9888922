import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchAgainState } from '../../search-form';
import { useCurrentLocation } from '../use-current-location';
import type { LocationMode } from './location-mode';
import { useLocationForSearch } from './use-location-for-search';
import { useManualLocation } from './use-manual-location';

export type { LocationMode };

/**
 * The location chooser's state (product-rules §4.2, location mode): current location by default,
 * detected on entering it; switching to manual clears the typed text; Set Location resolves the
 * text to coordinates. A Search Again with a location starts in manual mode with it already set.
 */
export function useLocationChoice(again: SearchAgainState | null) {
  const [mode, setMode] = useState<LocationMode>(again?.location ? 'manual' : 'current');
  const { input, changeInput, manual, choose, resolveInput, resolving, clear } = useManualLocation(again);
  const current = useCurrentLocation(useCallback(() => setMode('manual'), []));
  const { detect, cancel } = current;
  const started = useRef(false);

  // Current location is requested on entering the mode, including the first render.
  useEffect(() => {
    if (mode === 'current' && !started.current) {
      started.current = true;
      detect();
    }
    if (mode === 'manual') started.current = false;
  }, [mode, detect]);

  const chooseMode = useCallback(
    (next: LocationMode) => {
      if (next === mode) return;
      if (next === 'manual') {
        cancel();
        clear();
      }
      setMode(next);
    },
    [mode, cancel, clear],
  );

  /** Back to current location and detect again (the Reset button). */
  const reset = useCallback(() => {
    clear();
    setMode('current');
    started.current = true;
    detect();
  }, [clear, detect]);

  const state = current.state;
  const hasCoordinates = mode === 'current' ? state.status === 'ready' : input.trim() !== '';
  const locationForSearch = useLocationForSearch({ mode, current: state, input, resolveInput, detect });

  return { mode, chooseMode, input, changeInput, manual, choose, resolveInput, resolving, current: state, detect, reset, hasCoordinates, locationForSearch };
}

export type LocationChoice = ReturnType<typeof useLocationChoice>;
