import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { addDietaryEntry, presetFor, type DietaryEntryResult, type DietaryListKind } from '@shared/domain/dietary-presets';
import { DIETARY_ENTRY_MAX_LENGTH, DIETARY_LIST_MAX_ENTRIES } from '@shared/domain/dietary-list';
import { Button } from '@/components/ui/Button';
import { inputClass } from '@/components/ui/input-styles';
import { DietaryCustomChips, DietaryPresetChips } from './DietaryChips';
import { FieldError } from './fields';

interface Props {
  kind: DietaryListKind;
  entries: string[];
  onChange: (entries: string[]) => void;
  disabled?: boolean;
}

/**
 * Preset chips that toggle, the user's own entries as removable chips, and a field to add one.
 * The rules (trim, blank, duplicate ignoring case, limits) are the shared ones; only the messages
 * are translated here.
 */
export function DietaryListEditor({ kind, entries, onChange, disabled }: Props) {
  const { t } = useTranslation('profile');
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
      <DietaryPresetChips kind={kind} entries={entries} disabled={disabled} apply={apply} />
      <DietaryCustomChips kind={kind} entries={entries} custom={custom} disabled={disabled} onChange={onChange} />

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
