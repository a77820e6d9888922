import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useEntryLabel, type DietaryChip } from './dietary-chips';

/** The closed panel's chips: the first eight, then "+N". */
export function AppliedChips({ chips }: { chips: DietaryChip[] }) {
  const { t } = useTranslation('search');
  const label = useEntryLabel();
  return (
    <ul className="flex flex-wrap gap-1.5 px-3 pb-3 sm:px-3.5" aria-label={t('dietary.applied')}>
      {chips.slice(0, 8).map(({ kind, entry }) => (
        <li
          key={`${kind}-${entry}`}
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
            kind === 'allergy' ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-brand-50 text-brand-900 ring-brand-200',
          )}
        >
          {label(kind, entry)}
        </li>
      ))}
      {chips.length > 8 && <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-muted">+{chips.length - 8}</li>}
    </ul>
  );
}
