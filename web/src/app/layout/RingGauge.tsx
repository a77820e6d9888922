import { Infinity as InfinityIcon } from 'lucide-react';
import type { GaugeTone } from '@/features/subscription';
import { cn } from '@/lib/cn';

const strokes: Record<GaugeTone, string> = {
  green: 'stroke-emerald-500',
  yellow: 'stroke-amber-400',
  red: 'stroke-red-500',
};

const RADIUS = 15;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

interface Props {
  /** What is left; null for unlimited (an infinity sign in a full ring). */
  remaining: number | null;
  limit: number;
  tone: GaugeTone;
  /** Short caption beside the ring on wide screens ("Searches"). */
  caption: string;
  /** The full sentence for screen readers and the hover tip. */
  description: string;
  testId: string;
}

/** A small ring showing how much of a daily allowance is left, with the count in the middle. */
export function RingGauge({ remaining, limit, tone, caption, description, testId }: Props) {
  const fraction = remaining === null ? 1 : limit > 0 ? Math.min(1, remaining / limit) : 0;
  return (
    <div
      role="img"
      aria-label={description}
      title={description}
      data-testid={testId}
      data-remaining={remaining ?? 'unlimited'}
      data-tone={tone}
      className="inline-flex items-center gap-2"
    >
      <span className="relative flex size-9 shrink-0 items-center justify-center">
        <svg viewBox="0 0 36 36" className="absolute inset-0 size-9 -rotate-90" aria-hidden="true">
          <circle cx="18" cy="18" r={RADIUS} fill="none" strokeWidth="3.5" className="stroke-slate-200" />
          <circle
            cx="18"
            cy="18"
            r={RADIUS}
            fill="none"
            strokeWidth="3.5"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
            className={cn(strokes[tone], 'transition-[stroke-dashoffset] duration-500')}
          />
        </svg>
        {remaining === null ? (
          <InfinityIcon className="relative size-4 text-emerald-600" aria-hidden="true" />
        ) : (
          <span className="relative text-xs font-bold tabular-nums text-ink" aria-hidden="true">
            {remaining}
          </span>
        )}
      </span>
      <span className="hidden text-xs font-medium leading-tight text-muted xl:inline" aria-hidden="true">
        {caption}
      </span>
    </div>
  );
}
