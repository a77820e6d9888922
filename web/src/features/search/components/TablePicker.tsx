import { useTranslation } from 'react-i18next';
import { Check, User } from 'lucide-react';
import { dinerInitials } from '@shared/domain/diner-profiles';
import { TABLE_MAX_DINERS } from '@shared/domain/table';
import { cn } from '@/lib/cn';
import type { TableChoice } from '../search-table';

interface Diner {
  id: string;
  name: string;
}

/**
 * "Search for" (product-rules §14.4): who is at the table, Me and any of the user's diner profiles, as
 * checkbox chips (native checkboxes: Tab reaches each, Space ticks it). Shown only to a user who keeps
 * diner profiles. Me can be left out only while someone else is chosen.
 */
export function TablePicker({ diners, choice, onChange, disabled }: { diners: readonly Diner[]; choice: TableChoice; onChange: (next: TableChoice) => void; disabled?: boolean }) {
  const { t } = useTranslation('search');
  if (diners.length === 0) return null;
  const toggleDiner = (id: string, on: boolean) => {
    const dinerIds = on ? [...choice.dinerIds, id].slice(0, TABLE_MAX_DINERS) : choice.dinerIds.filter((d) => d !== id);
    onChange({ includeMe: choice.includeMe || dinerIds.length === 0, dinerIds });
  };
  const nobody = !choice.includeMe && choice.dinerIds.length === 0;
  return (
    <fieldset className="flex flex-col gap-2" data-testid="table-picker" disabled={disabled}>
      <legend className="mb-1 text-sm font-semibold text-ink">{t('table.searchFor')}</legend>
      <div className="flex flex-wrap gap-2">
        <Chip
          label={t('table.me')}
          mark={<User className="size-3.5" aria-hidden="true" />}
          checked={choice.includeMe}
          // Me stays at the table while nobody else is (a search is for someone).
          onChange={(on) => onChange({ ...choice, includeMe: on || choice.dinerIds.length === 0 })}
          testId="table-me"
        />
        {diners.map((diner) => (
          <Chip
            key={diner.id}
            label={diner.name}
            mark={<span aria-hidden="true">{dinerInitials(diner.name)}</span>}
            checked={choice.dinerIds.includes(diner.id)}
            onChange={(on) => toggleDiner(diner.id, on)}
            testId="table-diner"
          />
        ))}
      </div>
      <p className="text-xs text-muted">{t(nobody ? 'table.nobody' : 'table.hint')}</p>
    </fieldset>
  );
}

function Chip({ label, mark, checked, onChange, testId }: { label: string; mark: React.ReactNode; checked: boolean; onChange: (on: boolean) => void; testId: string }) {
  return (
    <label
      className={cn(
        'inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border px-2 py-1 pr-3 text-sm font-medium focus-within:ring-2 focus-within:ring-brand-600',
        checked ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-ink',
      )}
      data-testid={testId}
    >
      <input type="checkbox" className="sr-only" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span className={cn('inline-flex size-6 items-center justify-center rounded-full text-[11px] font-bold', checked ? 'bg-brand-700 text-white' : 'bg-slate-200 text-ink')}>
        {checked ? <Check className="size-3.5" aria-hidden="true" /> : mark}
      </span>
      <span className="max-w-[12rem] truncate">{label}</span>
    </label>
  );
}
