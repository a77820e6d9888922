import { useTranslation } from 'react-i18next';
import { ChevronDown, ShieldAlert } from 'lucide-react';
import { Skeleton } from '@/components/ui/Skeleton';
import { cn } from '@/lib/cn';

interface Props {
  open: boolean;
  onToggle: () => void;
  panelId: string;
  loading: boolean;
  dietary: string[];
  allergies: string[];
}

/** The panel's header button: opens and closes it, and sums up the lists. */
export function DietaryToggle({ open, onToggle, panelId, loading, dietary, allergies }: Props) {
  const { t } = useTranslation('search');
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={panelId}
      className="flex w-full items-center gap-3 rounded-2xl p-3 text-left hover:bg-slate-50 sm:p-3.5"
      data-testid="dietary-toggle"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-red-50 text-red-700">
        <ShieldAlert className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-ink">{t('dietary.title')}</span>
        {loading ? (
          <Skeleton className="mt-1.5 h-4 w-40" />
        ) : (
          <span className="block truncate text-xs text-muted" data-testid="dietary-summary">
            {dietary.length + allergies.length === 0
              ? t('dietary.none')
              : t('dietary.summary', { diets: dietary.length, allergies: allergies.length })}
          </span>
        )}
      </span>
      <ChevronDown className={cn('size-5 shrink-0 text-muted transition-transform', open && 'rotate-180')} aria-hidden="true" />
    </button>
  );
}
