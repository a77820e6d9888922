import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeLanguage } from '@shared/i18n/languages';
import type { LocationChoice } from './location-choice/use-location-choice';
import { useLocationSuggestions } from './use-location-suggestions';

/**
 * The location chooser's panel and its manual-entry combobox: whether the panel is open (it opens
 * by itself while a manual location is missing), the suggestions from 2 characters with the
 * highlighted one, and the keys: arrows move, Escape closes the list, Enter picks the highlighted
 * suggestion or sets the location (it never submits the search).
 */
export function useLocationPanel(choice: LocationChoice) {
  const { i18n } = useTranslation('search');
  const [open, setOpen] = useState(choice.mode === 'manual' && !choice.manual);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const language = normalizeLanguage(i18n.resolvedLanguage) ?? undefined;
  const typedIsResolved = !!choice.manual && choice.manual.label === choice.input.trim();
  const { suggestions, loading } = useLocationSuggestions(choice.input, open && choice.mode === 'manual' && listOpen && !typedIsResolved, language);
  const showList = listOpen && suggestions.length > 0;
  const panelOpen = open || (choice.mode === 'manual' && !choice.manual);

  const pick = (index: number) => {
    const s = suggestions[index];
    if (!s) return;
    choice.choose({ label: s.label, coordinates: { lat: s.lat, lng: s.lng } });
    setListOpen(false);
    setActive(-1);
    setOpen(false);
  };

  const setLocation = async () => {
    setListOpen(false);
    if (await choice.resolveInput()) setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault();
      setListOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      setListOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (showList && active >= 0) pick(active);
      else void setLocation();
    }
  };

  const changeInput = (text: string) => {
    choice.changeInput(text);
    setListOpen(true);
    setActive(-1);
  };

  return {
    panelOpen,
    toggle: () => setOpen((o) => !o),
    close: () => setOpen(false),
    suggestions,
    loading,
    showList,
    active,
    setActive,
    typedIsResolved,
    pick,
    setLocation,
    onKeyDown,
    changeInput,
    openList: () => setListOpen(true),
    // A click on a suggestion lands before the list closes.
    closeListSoon: () => window.setTimeout(() => setListOpen(false), 150),
  };
}

export type LocationPanel = ReturnType<typeof useLocationPanel>;
