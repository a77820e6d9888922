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
  /** The allowance's name ("Searches"): under the ring on phones, beside it on wide screens. */
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
      className="inline-flex flex-col items-center gap-0.5 xl:flex-row xl:gap-2"
    >
      <span className="relative flex size-8 shrink-0 items-center justify-center xl:size-9">
        <svg viewBox="0 0 36 36" className="absolute inset-0 size-8 -rotate-90 xl:size-9" aria-hidden="true">
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
      {/* Shown at every width: a bare number in a ring does not say what it counts. */}
      <span className="whitespace-nowrap text-[9px] font-medium leading-none tracking-tight text-muted xl:text-xs xl:leading-tight xl:tracking-normal" aria-hidden="true" data-testid={`${testId}-caption`}>
        {caption}
      </span>
    </div>
  );
}
