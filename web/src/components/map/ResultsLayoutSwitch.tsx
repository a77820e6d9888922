import { useTranslation } from 'react-i18next';
import { List, Map as MapIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export type ResultsLayoutChoice = 'list' | 'map';

const CHOICES = [
  { value: 'list', icon: List },
  { value: 'map', icon: MapIcon },
] as const;

/** List / Map: two toggle buttons (aria-pressed) in a labelled group. */
export function ResultsLayoutSwitch({ value, onChange }: { value: ResultsLayoutChoice; onChange: (next: ResultsLayoutChoice) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('map.layoutLabel')} className="inline-flex rounded-xl bg-slate-100 p-1 ring-1 ring-slate-200" data-testid="results-layout">
      {CHOICES.map(({ value: choice, icon: Icon }) => (
        <button
          key={choice}
          type="button"
          aria-pressed={value === choice}
          onClick={() => onChange(choice)}
          className={cn(
            'inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition-colors',
            value === choice ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-ink',
          )}
          data-testid={`results-layout-${choice}`}
        >
          <Icon className="size-4" aria-hidden="true" />
          {t(`map.layout.${choice}`)}
        </button>
      ))}
    </div>
  );
}
