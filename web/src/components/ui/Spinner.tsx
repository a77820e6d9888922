import { cn } from '@/lib/cn';

/** An accessible spinner; `label` is read by screen readers and may be shown. */
export function Spinner({ label, className, showLabel = false }: { label: string; className?: string; showLabel?: boolean }) {
  return (
    <span role="status" aria-live="polite" className={cn('inline-flex items-center gap-3 text-muted', className)}>
      <span className="size-6 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand-600" aria-hidden="true" />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </span>
  );
}

/** Centered spinner filling the page body, used by route guards and lazy routes. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" data-testid="page-spinner">
      <Spinner label={label} showLabel />
    </div>
  );
}

/** Text-free spinner for the instant before translations load. */
export function BootSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center" aria-busy="true">
      <span className="size-6 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand-600" aria-hidden="true" />
    </div>
  );
}
