import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { Coordinates } from '@shared/api/places';
import { normalizeLanguage } from '@shared/i18n/languages';
import { reverseGeocode } from '../api/location-api';

/** The spec's geolocation options: high accuracy, 10 s time-out, a position up to 5 minutes old. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 5 * 60_000 };

export type CurrentLocation =
  | { status: 'idle' }
  | { status: 'detecting' }
  /** `label` null while the address is looked up, or when none was found ("Location: lat, lng" shows). */
  | { status: 'ready'; coordinates: Coordinates; label: string | null; resolving: boolean }
  | { status: 'failed'; reason: 'denied' | 'unavailable' }
  | { status: 'unsupported' };

/**
 * The browser's position and the place name for it. Toasts: unsupported (the caller switches to
 * manual entry), denied, and position unavailable or timed out (coordinates are cleared).
 */
export function useCurrentLocation(onUnsupported: () => void) {
  const { t, i18n } = useTranslation('search');
  const [state, setState] = useState<CurrentLocation>({ status: 'idle' });
  const attempt = useRef(0);
  const onUnsupportedRef = useRef(onUnsupported);
  useEffect(() => {
    onUnsupportedRef.current = onUnsupported;
  }, [onUnsupported]);

  const detect = useCallback(() => {
    const id = ++attempt.current;
    if (!navigator.geolocation) {
      setState({ status: 'unsupported' });
      toast.error(t('location.toast.unsupported'), { id: 'geolocation' });
      onUnsupportedRef.current();
      return;
    }
    setState({ status: 'detecting' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (id !== attempt.current) return;
        const coordinates = { lat: position.coords.latitude, lng: position.coords.longitude };
        setState({ status: 'ready', coordinates, label: null, resolving: true });
        const language = normalizeLanguage(i18n.resolvedLanguage) ?? undefined;
        reverseGeocode(coordinates.lat, coordinates.lng, language).then(
          (place) => id === attempt.current && setState({ status: 'ready', coordinates, label: place.label, resolving: false }),
          // Address lookup failures are quiet: the coordinates themselves become the label.
          () => id === attempt.current && setState({ status: 'ready', coordinates, label: null, resolving: false }),
        );
      },
      (error) => {
        if (id !== attempt.current) return;
        const denied = error.code === error.PERMISSION_DENIED;
        setState({ status: 'failed', reason: denied ? 'denied' : 'unavailable' });
        toast.error(t(denied ? 'location.toast.denied' : 'location.toast.unavailable'), { id: 'geolocation' });
      },
      GEOLOCATION_OPTIONS,
    );
  }, [t, i18n]);

  /** Stops listening to a detection in flight (manual mode). */
  const cancel = useCallback(() => {
    attempt.current += 1;
    setState({ status: 'idle' });
  }, []);

  return { state, detect, cancel };
}
