import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Loader2, Mic, MicOff, Square } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { VoiceInput } from '../hooks/voice-input/use-voice-input';

/** Label and click toast of each reason the microphone is off. */
const UNAVAILABLE_TEXT = {
  service: { label: 'voice.unavailable', toast: 'voice.unavailableToast' },
  browser: { label: 'voice.unsupported', toast: 'voice.unsupportedToast' },
  status: { label: 'voice.statusFailed', toast: 'voice.statusFailedToast' },
} as const;

/**
 * The microphone in the search box: checking (disabled until GET /speech/status answers), idle,
 * recording (a stop button), transcribing (a spinner), or unavailable (no speech service, a
 * browser that cannot record, or the status could not be read): then it stays focusable, says
 * why on hover and on click, and records nothing.
 */
export function VoiceButton({ voice, disabled }: { voice: VoiceInput; disabled?: boolean }) {
  const { t } = useTranslation('search');
  const { state } = voice;
  const unavailable = state === 'unavailable' ? UNAVAILABLE_TEXT[voice.reason ?? 'service'] : null;
  const label = t(unavailable ? unavailable.label : `voice.${state}`);

  const onClick = () => {
    if (unavailable) toast.info(t(unavailable.toast), { id: 'voice-unavailable' });
    else if (state === 'idle') voice.start();
    else if (state === 'recording') voice.stop();
  };

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled || state === 'checking' || state === 'transcribing'}
      aria-disabled={state === 'unavailable' ? true : undefined}
      aria-label={label}
      title={label}
      data-testid="voice-button"
      data-state={state}
      data-reason={voice.reason ?? undefined}
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-xl transition-colors disabled:cursor-not-allowed',
        state === 'recording' && 'animate-pulse bg-red-600 text-white hover:bg-red-700',
        state === 'unavailable' && 'cursor-not-allowed text-slate-400 hover:bg-slate-100',
        (state === 'idle' || state === 'transcribing') && 'text-brand-700 hover:bg-brand-50',
        state === 'checking' && 'text-slate-400',
      )}
    >
      {state === 'recording' ? (
        <Square className="size-4 fill-current" aria-hidden="true" />
      ) : state === 'transcribing' ? (
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      ) : state === 'unavailable' ? (
        <MicOff className="size-5" aria-hidden="true" />
      ) : (
        <Mic className="size-5" aria-hidden="true" />
      )}
    </button>
  );
}
