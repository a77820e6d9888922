import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { normalizeLanguage } from '@shared/i18n/languages';
import { ApiError } from '@/lib/api-client';
import { geocodeLocation } from '../../api/location-api';
import type { ManualLocation, SearchAgainState } from '../../search-form';

/** The typed location: its text, the place it resolved to (a suggestion or Set Location), and the lookup. */
export function useManualLocation(again: SearchAgainState | null) {
  const { t, i18n } = useTranslation('search');
  const initialManual: ManualLocation | null = again?.location && again.coordinates ? { label: again.location, coordinates: again.coordinates } : null;
  const [input, setInput] = useState(again?.location ?? '');
  const [manual, setManual] = useState<ManualLocation | null>(initialManual);
  const [resolving, setResolving] = useState(false);

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
      toast.error(t(unavailable ? 'location.toast.lookupUnavailable' : 'location.toast.notFound'), { id: 'location-not-found' });
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

  /** Empties the text and forgets its place. */
  const clear = useCallback(() => {
    setInput('');
    setManual(null);
  }, []);

  return { input, changeInput, manual, choose, resolveInput, resolving, clear };
}
