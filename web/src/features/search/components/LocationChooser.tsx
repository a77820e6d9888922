import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocateFixed, PenLine } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { LocationChoice, LocationMode } from '../hooks/location-choice/use-location-choice';
import { useLocationPanel } from '../hooks/use-location-panel';
import { LocationSummary } from './LocationSummary';
import { ManualLocationField } from './ManualLocationField';

const modes: { mode: LocationMode; icon: typeof LocateFixed }[] = [
  { mode: 'current', icon: LocateFixed },
  { mode: 'manual', icon: PenLine },
];

/**
 * Current location (default) or a city / postal code typed by hand with suggestions from 2
 * characters, and Set Location. The panel opens from the summary line and closes once a manual
 * location is set.
 */
export function LocationChooser({ choice, disabled }: { choice: LocationChoice; disabled?: boolean }) {
  const { t } = useTranslation('search');
  const panel = useLocationPanel(choice);
  const panelId = useId();

  return (
    <div className="rounded-2xl border border-slate-200 bg-slate-50/60" data-testid="location-chooser" data-mode={choice.mode}>
      <LocationSummary choice={choice} panelOpen={panel.panelOpen} panelId={panelId} onToggle={panel.toggle} disabled={disabled} />

      {panel.panelOpen && (
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
                  if (mode === 'current') panel.close();
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

          {choice.mode === 'manual' && <ManualLocationField choice={choice} panel={panel} disabled={disabled} />}
        </div>
      )}
    </div>
  );
}
