import { useTranslation } from 'react-i18next';
import { severityOf, type AllergySeverity } from '@shared/domain/allergy-severity';
import { cn } from '@/lib/cn';
import { useEntryLabel, type DietaryChip } from './dietary-chips';

/** The closed panel's chips: the first eight, then "+N"; a severe allergy or an intolerance says so (product-rules §11.4). */
export function AppliedChips({ chips, severities }: { chips: DietaryChip[]; severities: Record<string, AllergySeverity> }) {
  const { t } = useTranslation('search');
  const entryLabel = useEntryLabel();
  const label = (kind: DietaryChip['kind'], entry: string) => {
    const name = entryLabel(kind, entry);
    const severity = kind === 'allergy' ? severityOf(severities, entry) : 'allergy';
    return severity === 'allergy' ? name : t(`scan.severityLabel.${severity}`, { label: name });
  };
  return (
    <ul className="flex flex-wrap gap-1.5 px-3 pb-3 sm:px-3.5" aria-label={t('dietary.applied')}>
      {chips.slice(0, 8).map(({ kind, entry }) => (
        <li
          key={`${kind}-${entry}`}
          data-testid={`applied-${kind}`}
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
