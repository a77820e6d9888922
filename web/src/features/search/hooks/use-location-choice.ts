import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { coordinatesLabel } from '@shared/api/geocoding';
import { normalizeLanguage } from '@shared/i18n/languages';
import { ApiError } from '@/lib/api-client';
import { geocodeLocation } from '../api/location-api';
import type { ManualLocation, SearchAgainState } from '../search-form';
import { useCurrentLocation } from './use-current-location';
import type { SearchLocation } from './use-search-submit';

export type LocationMode = 'current' | 'manual';

/**
 * The location chooser's state (product-rules §4.2, location mode): current location by default,
 * detected on entering it; switching to manual clears the typed text; Set Location resolves the
 * text to coordinates. A Search Again with a location starts in manual mode with it already set.
 */
export function useLocationChoice(again: SearchAgainState | null) {
  const { t, i18n } = useTranslation('search');
  const initialManual: ManualLocation | null = again?.location && again.coordinates ? { label: again.location, coordinates: again.coordinates } : null;
  const [mode, setMode] = useState<LocationMode>(again?.location ? 'manual' : 'current');
  const [input, setInput] = useState(again?.location ?? '');
  const [manual, setManual] = useState<ManualLocation | null>(initialManual);
  const [resolving, setResolving] = useState(false);
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
        setInput('');
        setManual(null);
      }
      setMode(next);
    },
    [mode, cancel],
  );

  /** A suggestion was picked: it carries its coordinates. */
  const choose = useCallback(
    (place: ManualLocation) => {
      setManual(place);
      setInput(place.label);
      toast.success(t('location.toast.set', { location: place.label }), { id: 'location-set' });
    },
    [t],
  );

  /** Set Location: resolves the typed text. Returns the place, or null (with the spec's toast). */
  const resolveInput = useCallback(async (): Promise<ManualLocation | null> => {
    const text = input.trim();
    if (!text) return null;
    if (manual && manual.label === text) return manual;
    setResolving(true);
    try {
      const place = await geocodeLocation(text, normalizeLanguage(i18n.resolvedLanguage) ?? undefined);
      const found = { label: place.label, coordinates: { lat: place.lat, lng: place.lng } };
      choose(found);
      return found;
    } catch (error) {
      const unavailable = error instanceof ApiError && error.code === 'GEOCODING_UNAVAILABLE';
      toast.error(t(unavailable ? 'location.toast.lookupUnavailable' : 'location.toast.notFound'), { id: 'location-error' });
      return null;
    } finally {
      setResolving(false);
    }
  }, [input, manual, choose, t, i18n]);

  const changeInput = useCallback((text: string) => {
    setInput(text);
    // A change of text makes the earlier resolution stale.
    setManual((place) => (place && place.label === text.trim() ? place : null));
  }, []);

  /** Back to current location and detect again (the Reset button). */
  const reset = useCallback(() => {
    setInput('');
    setManual(null);
    setMode('current');
    started.current = true;
    detect();
  }, [detect]);

  const state = current.state;
  const hasCoordinates = mode === 'current' ? state.status === 'ready' : input.trim() !== '';

  /** The location to search, resolving typed text first; null (after a toast) when there is none. */
  const locationForSearch = useCallback(async (): Promise<SearchLocation | null> => {
    if (mode === 'current') {
      if (state.status === 'ready') {
        const { lat, lng } = state.coordinates;
        return { label: state.label ?? coordinatesLabel(lat, lng), coordinates: state.coordinates, useCurrentLocation: true };
      }
      if (state.status === 'detecting' || state.status === 'idle') {
        toast.error(t('location.toast.wait'), { id: 'location-error' });
      } else {
        toast.error(t('location.toast.required'), { id: 'location-error' });
      }
      detect();
      return null;
    }
    if (!input.trim()) {
      toast.error(t('location.toast.required'), { id: 'location-error' });
      return null;
    }
    const place = await resolveInput();
    return place ? { label: place.label, coordinates: place.coordinates, useCurrentLocation: false } : null;
  }, [mode, state, input, resolveInput, detect, t]);

  return { mode, chooseMode, input, changeInput, manual, choose, resolveInput, resolving, current: state, detect, reset, hasCoordinates, locationForSearch };
}

export type LocationChoice = ReturnType<typeof useLocationChoice>;
