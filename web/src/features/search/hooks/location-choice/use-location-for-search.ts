import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { coordinatesLabel } from '@shared/api/geocoding-constants';
import type { ManualLocation } from '../../search-form';
import type { CurrentLocation } from '../use-current-location';
import type { SearchLocation } from '../use-search-submit';
import type { LocationMode } from './location-mode';

interface Choice {
  mode: LocationMode;
  current: CurrentLocation;
  input: string;
  resolveInput: () => Promise<ManualLocation | null>;
  detect: () => void;
}

/** The location to search, resolving typed text first; null (after a toast) when there is none. */
export function useLocationForSearch({ mode, current: state, input, resolveInput, detect }: Choice) {
  const { t } = useTranslation('search');
  return useCallback(async (): Promise<SearchLocation | null> => {
    if (mode === 'current') {
      if (state.status === 'ready') {
        const { lat, lng } = state.coordinates;
        return { label: state.label ?? coordinatesLabel(lat, lng), coordinates: state.coordinates, useCurrentLocation: true };
      }
      if (state.status === 'detecting' || state.status === 'idle') {
        toast.error(t('location.toast.wait'), { id: 'location-wait' });
      } else {
        toast.error(t('location.toast.required'), { id: 'location-required' });
      }
      detect();
      return null;
    }
    if (!input.trim()) {
      toast.error(t('location.toast.required'), { id: 'location-required' });
      return null;
    }
    const place = await resolveInput();
    return place ? { label: place.label, coordinates: place.coordinates, useCurrentLocation: false } : null;
  }, [mode, state, input, resolveInput, detect, t]);
}
