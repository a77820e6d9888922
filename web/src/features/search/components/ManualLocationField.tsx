import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Crosshair, Loader2, MapPin } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { inputClass } from '@/components/ui/input-styles';
import { cn } from '@/lib/cn';
import type { LocationChoice } from '../hooks/location-choice/use-location-choice';
import type { LocationPanel } from '../hooks/use-location-panel';

/** A city or postal code typed by hand, with its suggestions (a combobox) and Set Location. */
export function ManualLocationField({ choice, panel, disabled }: { choice: LocationChoice; panel: LocationPanel; disabled?: boolean }) {
  const { t } = useTranslation('search');
  const inputId = useId();
  const listId = useId();
  return (
    <div className="mt-4">
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink">
        {t('location.inputLabel')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <input
            id={inputId}
            role="combobox"
            aria-expanded={panel.showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={panel.showList && panel.active >= 0 ? `${listId}-${panel.active}` : undefined}
            autoComplete="off"
            value={choice.input}
            disabled={disabled || choice.resolving}
            placeholder={t('location.inputPlaceholder')}
            onChange={(event) => panel.changeInput(event.target.value)}
            onFocus={panel.openList}
            onBlur={panel.closeListSoon}
            onKeyDown={panel.onKeyDown}
            data-testid="location-input"
            className={cn(inputClass, 'pr-10')}
          />
          {panel.loading && <Loader2 className="absolute right-3.5 top-1/2 size-4 -translate-y-1/2 animate-spin text-muted" aria-hidden="true" />}
          {panel.showList && (
            <ul
              id={listId}
              role="listbox"
              aria-label={t('location.suggestions')}
              className="absolute inset-x-0 top-full z-30 mt-1.5 max-h-64 overflow-auto rounded-xl border border-slate-200 bg-white p-1 shadow-xl"
              data-testid="location-suggestions"
            >
              {panel.suggestions.map((s, index) => (
                <li
                  key={`${s.label}-${index}`}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === panel.active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => panel.pick(index)}
                  onMouseEnter={() => panel.setActive(index)}
                  data-testid="location-suggestion"
                  className={cn(
                    'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm',
                    index === panel.active ? 'bg-brand-50 text-brand-900' : 'text-ink',
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
          onClick={() => void panel.setLocation()}
          disabled={disabled || choice.resolving || !choice.input.trim()}
          variant="secondary"
          className="shrink-0"
          data-testid="location-set"
        >
          {choice.resolving ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : panel.typedIsResolved ? <Check className="size-4" aria-hidden="true" /> : <Crosshair className="size-4" aria-hidden="true" />}
          {t('location.set')}
        </Button>
      </div>
      <p className="mt-1.5 text-xs text-muted">{t('location.inputHint')}</p>
    </div>
  );
}
