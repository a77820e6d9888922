import { RISK_BADGES, type RiskBadgeKind } from '@/components/scan/RiskBadge';
import { cn } from '@/lib/cn';
import { PIN_LOOK, SHAPE_CLASS } from './pin-look';

/** A pin's face: its badge's shape, colour and icon (the name is on the button around it). */
export function RiskPin({ kind, selected = false }: { kind: RiskBadgeKind; selected?: boolean }) {
  const { shape, fill } = PIN_LOOK[kind];
  const Icon = RISK_BADGES[kind].icon;
  return (
    <span className={cn('relative grid size-8 place-items-center drop-shadow-md', selected && 'scale-125')} data-shape={shape} aria-hidden="true">
      <span className={cn('absolute inset-0 ring-2 ring-white', fill, SHAPE_CLASS[shape])} />
      <Icon className={cn('relative size-4 text-white', shape === 'triangle' && 'mt-1.5')} strokeWidth={2.5} />
    </span>
  );
}

/** Where the search was made from: a ringed blue dot. */
export function PositionDot() {
  return <span className="block size-4 rounded-full border-[3px] border-white bg-sky-600 shadow-[0_0_0_4px_rgba(2,132,199,0.3)]" aria-hidden="true" />;
}
