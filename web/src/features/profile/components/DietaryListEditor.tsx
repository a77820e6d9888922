import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Plus, X } from 'lucide-react';
import {
  DIETARY_PRESETS,
  addDietaryEntry,
  hasDietaryEntry,
  presetFor,
  removeDietaryEntry,
  toggleDietaryPreset,
  type DietaryEntryResult,
  type DietaryListKind,
} from '@shared/domain/dietary-presets';
import { DIETARY_ENTRY_MAX_LENGTH, DIETARY_LIST_MAX_ENTRIES } from '@shared/domain/dietary-list';
import { Button } from '@/components/ui/Button';
import { inputClass } from '@/components/ui/input-styles';
import { cn } from '@/lib/cn';
import { FieldError } from './fields';

interface Props {
  kind: DietaryListKind;
  entries: string[];
  onChange: (entries: string[]) => void;
  disabled?: boolean;
}

const chipBase =
  'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Preset chips that toggle, the user's own entries as removable chips, and a field to add one.
 * The rules (trim, blank, duplicate ignoring case, limits) are the shared ones; only the messages
 * are translated here.
 */
export function DietaryListEditor({ kind, entries, onChange, disabled }: Props) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  const [input, setInput] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const custom = entries.filter((entry) => !presetFor(kind, entry));

  const apply = (result: DietaryEntryResult): boolean => {
    if (!result.ok) {
      setErrorKey(`lists.${kind}.errors.${result.code}`);
      return false;
    }
    setErrorKey(null);
    onChange(result.entries);
    return true;
  };

  const add = () => {
    if (apply(addDietaryEntry(kind, entries, input))) setInput('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the entry instead of submitting the whole profile form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div data-testid={`dietary-editor-${kind}`}>
      <div role="group" aria-label={t(`lists.${kind}.presetsLabel`)} className="flex flex-wrap gap-2">
        {DIETARY_PRESETS[kind].map((preset) => {
          const selected = hasDietaryEntry(entries, preset.value);
          return (
            <button
              key={preset.id}
              type="button"
              aria-pressed={selected}
              disabled={disabled}
              data-testid={`preset-${kind}-${preset.id}`}
              onClick={() => apply(toggleDietaryPreset(kind, entries, preset))}
              className={cn(
                chipBase,
                selected
                  ? kind === 'allergy'
                    ? 'border-red-600 bg-red-600 text-white hover:bg-red-700'
                    : 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                  : 'border-slate-300 bg-white text-ink hover:border-brand-600 hover:text-brand-800',
              )}
            >
              {selected ? <Check className="size-4" aria-hidden="true" /> : <Plus className="size-4 text-muted" aria-hidden="true" />}
              {tc(`dietaryPresets.${preset.id}`)}
            </button>
          );
        })}
      </div>

      {custom.length > 0 && (
        <ul aria-label={t(`lists.${kind}.customLabel`)} className="mt-3 flex flex-wrap gap-2">
          {custom.map((entry) => (
            <li
              key={entry}
              data-testid={`custom-entry-${kind}`}
              className={cn(
                'inline-flex min-h-10 items-center gap-1 rounded-full py-1 pl-3.5 pr-1 text-sm font-medium',
                kind === 'allergy' ? 'bg-red-50 text-red-800 ring-1 ring-red-200' : 'bg-brand-50 text-brand-900 ring-1 ring-brand-200',
              )}
            >
              <span className="max-w-[16rem] truncate">{entry}</span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(removeDietaryEntry(entries, entry))}
                aria-label={t('lists.remove', { entry })}
                className="flex size-8 items-center justify-center rounded-full hover:bg-black/5"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-4 max-w-xl">
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-muted">
          {t(`lists.${kind}.addLabel`)}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            value={input}
            disabled={disabled}
            maxLength={DIETARY_ENTRY_MAX_LENGTH * 2}
            placeholder={t(`lists.${kind}.placeholder`)}
            onChange={(event) => {
              setInput(event.target.value);
              setErrorKey(null);
            }}
            onKeyDown={onKeyDown}
            aria-invalid={errorKey ? true : undefined}
            aria-describedby={errorKey ? errorId : undefined}
            data-testid={`custom-input-${kind}`}
            className={inputClass}
          />
          <Button variant="outline" onClick={add} disabled={disabled} data-testid={`custom-add-${kind}`} className="shrink-0">
            <Plus className="size-4" aria-hidden="true" />
            {t('lists.add')}
          </Button>
        </div>
        {errorKey && (
          <FieldError id={errorId} testId={`custom-error-${kind}`}>
            {t(errorKey, { maxLength: DIETARY_ENTRY_MAX_LENGTH, maxEntries: DIETARY_LIST_MAX_ENTRIES })}
          </FieldError>
        )}
      </div>
    </div>
  );
}
