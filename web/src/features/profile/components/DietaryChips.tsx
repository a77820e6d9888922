import { useTranslation } from 'react-i18next';
import { Check, Plus, X } from 'lucide-react';
import { DIETARY_PRESETS, hasDietaryEntry, removeDietaryEntry, toggleDietaryPreset, type DietaryEntryResult, type DietaryListKind } from '@shared/domain/dietary-presets';
import { cn } from '@/lib/cn';
import { useRestrictionNames } from '@/lib/restriction-names';

const chipBase =
  'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

interface ChipsProps {
  kind: DietaryListKind;
  entries: string[];
  disabled?: boolean;
}

/** The list's presets as chips that toggle; `apply` takes the shared rule's result. */
export function DietaryPresetChips({ kind, entries, disabled, apply }: ChipsProps & { apply: (result: DietaryEntryResult) => boolean }) {
  const { t } = useTranslation('profile');
  const names = useRestrictionNames();
  return (
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
            {names.entry(kind, preset.value)}
          </button>
        );
      })}
    </div>
  );
}

/** The user's own entries (`custom`) as removable chips; nothing when there are none. */
export function DietaryCustomChips({ kind, entries, custom, disabled, onChange }: ChipsProps & { custom: string[]; onChange: (entries: string[]) => void }) {
  const { t } = useTranslation('profile');
  if (custom.length === 0) return null;
  return (
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
  );
}
