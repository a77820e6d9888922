import { useTranslation } from 'react-i18next';
import { ChevronDown, Loader2, MapPin, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/cn';
import type { LocationChoice } from '../hooks/location-choice/use-location-choice';

/** What the summary line says about the chosen location. */
function useSummary(choice: LocationChoice): { text: string; busy: boolean; problem: boolean } {
  const { t } = useTranslation('search');
  if (choice.mode === 'manual') {
    return choice.manual ? { text: choice.manual.label, busy: false, problem: false } : { text: t('location.noneSet'), busy: false, problem: true };
  }
  const state = choice.current;
  switch (state.status) {
    case 'idle':
    case 'detecting':
      return { text: t('location.detecting'), busy: true, problem: false };
    case 'ready':
      if (state.label) return { text: state.label, busy: false, problem: false };
      return {
        text: state.resolving ? t('location.findingAddress') : t('location.coordinates', { lat: state.coordinates.lat.toFixed(4), lng: state.coordinates.lng.toFixed(4) }),
        busy: state.resolving,
        problem: false,
      };
    case 'failed':
      return { text: t(state.reason === 'denied' ? 'location.denied' : 'location.unavailable'), busy: false, problem: true };
    case 'unsupported':
      return { text: t('location.unsupported'), busy: false, problem: true };
  }
}

/** The chooser's summary line: the location chosen (or what is happening), Retry when detection failed, and Change. */
export function LocationSummary({
  choice,
  panelOpen,
  panelId,
  onToggle,
  disabled,
}: {
  choice: LocationChoice;
  panelOpen: boolean;
  panelId: string;
  onToggle: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('search');
  const summary = useSummary(choice);
  const retry = choice.mode === 'current' && (choice.current.status === 'failed' || choice.current.status === 'unsupported');
  return (
    <div className="flex items-center gap-3 p-3 sm:p-3.5">
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-xl',
          summary.problem ? 'bg-amber-100 text-amber-800' : 'bg-brand-100 text-brand-800',
        )}
      >
        {summary.busy ? <Loader2 className="size-5 animate-spin" aria-hidden="true" /> : <MapPin className="size-5" aria-hidden="true" />}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-muted">{t(choice.mode === 'current' ? 'location.currentLabel' : 'location.manualLabel')}</p>
        <p className="truncate text-sm font-semibold text-ink" data-testid="location-summary" aria-live="polite">
          {summary.text}
        </p>
      </div>
      {retry && (
        <Button variant="ghost" size="sm" onClick={choice.detect} disabled={disabled} className="shrink-0" data-testid="location-retry">
          <RefreshCw className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('location.retry')}</span>
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        onClick={onToggle}
        aria-expanded={panelOpen}
        aria-controls={panelId}
        disabled={disabled}
        className="shrink-0"
        data-testid="location-change"
      >
        {t('location.change')}
        <ChevronDown className={cn('size-4 transition-transform', panelOpen && 'rotate-180')} aria-hidden="true" />
      </Button>
    </div>
  );
}
