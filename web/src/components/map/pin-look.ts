import type { RiskBadgeKind } from '@/components/scan/RiskBadge';

/**
 * How each badge looks as a map pin: a shape of its own and a colour, so the badge reads without colour
 * (product-rules §4.10): High Risk a triangle, Check Menu a diamond, Safe Option a circle, No restrictions
 * set a rounded square; each carries the badge's icon too.
 */
export const PIN_LOOK: Record<RiskBadgeKind, { shape: 'triangle' | 'diamond' | 'circle' | 'square'; fill: string }> = {
  danger: { shape: 'triangle', fill: 'bg-red-700' },
  caution: { shape: 'diamond', fill: 'bg-amber-600' },
  safe: { shape: 'circle', fill: 'bg-emerald-700' },
  unset: { shape: 'square', fill: 'bg-slate-600' },
};

export const SHAPE_CLASS = {
  triangle: '[clip-path:polygon(50%_2%,100%_96%,0_96%)] scale-125',
  diamond: 'rotate-45 rounded-[3px] scale-[0.82]',
  circle: 'rounded-full',
  square: 'rounded-md scale-90',
} as const;
