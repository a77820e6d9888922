import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, ChevronDown, Crosshair, Loader2, LocateFixed, MapPin, PenLine, RefreshCw } from 'lucide-react';
import { normalizeLanguage } from '@shared/i18n/languages';
import { Button } from '@/components/ui/Button';
import { inputClass } from '@/components/ui/input-styles';
import { cn } from '@/lib/cn';
import type { LocationChoice, LocationMode } from '../hooks/use-location-choice';
import { useLocationSuggestions } from '../hooks/use-location-suggestions';

const modes: { mode: LocationMode; icon: typeof LocateFixed }[] = [
  { mode: 'current', icon: LocateFixed },
  { mode: 'manual', icon: PenLine },
];

/** What the summary line says about the chosen location. */
function useSummary(choice: LocationChoice): { text: string; busy: boolean; problem: boolean } {
  const { t } = useTranslation('search');
  if (choice.mode === 'manual') {
    return choice.manual ? { text: choice.manual.label, busy: false, problem: false } : { text: t('location.noneSet'), busy: false, problem: true };
  }
  const state = choice.current;
  switch (state.status) {
    case 'idle':
    case 'detecting':
      return { text: t('location.detecting'), busy: true, problem: false };
    case 'ready':
      if (state.label) return { text: state.label, busy: false, problem: false };
      return {
        text: state.resolving ? t('location.findingAddress') : t('location.coordinates', { lat: state.coordinates.lat.toFixed(4), lng: state.coordinates.lng.toFixed(4) }),
        busy: state.resolving,
        problem: false,
      };
    case 'failed':
      return { text: t(state.reason === 'denied' ? 'location.denied' : 'location.unavailable'), busy: false, problem: true };
    case 'unsupported':
      return { text: t('location.unsupported'), busy: false, problem: true };
  }
}

/**
 * Current location (default) or a city / postal code typed by hand with suggestions from 2
 * characters, and Set Location. The panel opens from the summary line and closes once a manual
 * location is set.
 */
export function LocationChooser({ choice, disabled }: { choice: LocationChoice; disabled?: boolean }) {
  const { t, i18n } = useTranslation('search');
  const [open, setOpen] = useState(choice.mode === 'manual' && !choice.manual);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const panelId = useId();
  const inputId = useId();
  const listId = useId();
  const summary = useSummary(choice);
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
      // Enter picks the highlighted suggestion or sets the location; it never submits the search.
      event.preventDefault();
      if (showList && active >= 0) pick(active);
      else void setLocation();
    }
  };

  const retry = choice.mode === 'current' && (choice.current.status === 'failed' || choice.current.status === 'unsupported');

  return (
    <div className="rounded-2xl border border-slate-200 bg-slate-50/60" data-testid="location-chooser" data-mode={choice.mode}>
      <div className="flex items-center gap-3 p-3 sm:p-3.5">
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-xl',
            summary.problem ? 'bg-amber-100 text-amber-800' : 'bg-brand-100 text-brand-800',
          )}
        >
          {summary.busy ? <Loader2 className="size-5 animate-spin" aria-hidden="true" /> : <MapPin className="size-5" aria-hidden="true" />}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium text-muted">{t(choice.mode === 'current' ? 'location.currentLabel' : 'location.manualLabel')}</p>
          <p className="truncate text-sm font-semibold text-ink" data-testid="location-summary" aria-live="polite">
            {summary.text}
          </p>
        </div>
        {retry && (
          <Button variant="ghost" size="sm" onClick={choice.detect} disabled={disabled} className="shrink-0" data-testid="location-retry">
            <RefreshCw className="size-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('location.retry')}</span>
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={panelOpen}
          aria-controls={panelId}
          disabled={disabled}
          className="shrink-0"
          data-testid="location-change"
        >
          {t('location.change')}
          <ChevronDown className={cn('size-4 transition-transform', panelOpen && 'rotate-180')} aria-hidden="true" />
        </Button>
      </div>

      {panelOpen && (
        <div id={panelId} className="border-t border-slate-200 p-3 sm:p-4" data-testid="location-panel">
          <div role="radiogroup" aria-label={t('location.modeLabel')} className="grid grid-cols-2 gap-1 rounded-xl bg-slate-200/60 p-1">
            {modes.map(({ mode, icon: Icon }) => (
              <button
                key={mode}
                type="button"
                role="radio"
                aria-checked={choice.mode === mode}
                disabled={disabled}
                onClick={() => {
                  choice.chooseMode(mode);
                  if (mode === 'current') setOpen(false);
                }}
                data-testid={`location-mode-${mode}`}
                className={cn(
                  'flex h-10 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold transition-colors',
                  choice.mode === mode ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink',
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                <span className="truncate">{t(`location.mode.${mode}`)}</span>
              </button>
            ))}
          </div>

          {choice.mode === 'manual' && (
            <div className="mt-4">
              <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink">
                {t('location.inputLabel')}
              </label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <div className="relative flex-1">
                  <input
                    id={inputId}
                    role="combobox"
                    aria-expanded={showList}
                    aria-controls={listId}
                    aria-autocomplete="list"
                    aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
                    autoComplete="off"
                    value={choice.input}
                    disabled={disabled || choice.resolving}
                    placeholder={t('location.inputPlaceholder')}
                    onChange={(event) => {
                      choice.changeInput(event.target.value);
                      setListOpen(true);
                      setActive(-1);
                    }}
                    onFocus={() => setListOpen(true)}
                    onBlur={() => window.setTimeout(() => setListOpen(false), 150)}
                    onKeyDown={onKeyDown}
                    data-testid="location-input"
                    className={cn(inputClass, 'pr-10')}
                  />
                  {loading && <Loader2 className="absolute right-3.5 top-1/2 size-4 -translate-y-1/2 animate-spin text-muted" aria-hidden="true" />}
                  {showList && (
                    <ul
                      id={listId}
                      role="listbox"
                      aria-label={t('location.suggestions')}
                      className="absolute inset-x-0 top-full z-30 mt-1.5 max-h-64 overflow-auto rounded-xl border border-slate-200 bg-white p-1 shadow-xl"
                      data-testid="location-suggestions"
                    >
                      {suggestions.map((s, index) => (
                        <li
                          key={`${s.label}-${index}`}
                          id={`${listId}-${index}`}
                          role="option"
                          aria-selected={index === active}
                          onMouseDown={(event) => event.preventDefault()}
                          onClick={() => pick(index)}
                          onMouseEnter={() => setActive(index)}
                          data-testid="location-suggestion"
                          className={cn(
                            'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm',
                            index === active ? 'bg-brand-50 text-brand-900' : 'text-ink',
                          )}
                        >
                          <MapPin className="size-4 shrink-0 text-muted" aria-hidden="true" />
                          <span className="truncate">{s.label}</span>
                          {s.kind === 'postal-code' && (
                            <span className="ml-auto shrink-0 text-xs text-muted">{t('location.postalCode')}</span>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
                <Button
                  onClick={() => void setLocation()}
                  disabled={disabled || choice.resolving || !choice.input.trim()}
                  variant="secondary"
                  className="shrink-0"
                  data-testid="location-set"
                >
                  {choice.resolving ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : typedIsResolved ? <Check className="size-4" aria-hidden="true" /> : <Crosshair className="size-4" aria-hidden="true" />}
                  {t('location.set')}
                </Button>
              </div>
              <p className="mt-1.5 text-xs text-muted">{t('location.inputHint')}</p>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
