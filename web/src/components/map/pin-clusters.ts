import type { RiskBadgeKind } from '@/components/scan/RiskBadge';

/** A pin where the map draws it, in screen pixels. */
export interface ScreenPin {
  id: string;
  x: number;
  y: number;
  kind: RiskBadgeKind;
}

/** Pins drawn too close to tell apart: one mark with their count and the worst badge among them. */
export interface PinGroup {
  ids: string[];
  /** The worst badge in the group (High Risk over Check Menu over the rest). */
  worst: RiskBadgeKind;
}

/** Worst first: a group shows the most dangerous badge it holds (product-rules §4.10). */
const WORSE: Record<RiskBadgeKind, number> = { danger: 3, caution: 2, unset: 1, safe: 0 };

export function worseBadge(a: RiskBadgeKind, b: RiskBadgeKind): RiskBadgeKind {
  return WORSE[a] >= WORSE[b] ? a : b;
}

/**
 * Groups pins whose centres stand closer than `distance` pixels (pins overlap there), in the pins' order:
 * each pin joins the first group whose first pin is that close, else starts one. Greedy and O(n²) on a
 * page's few dozen places, recomputed when the zoom changes (panning keeps distances).
 */
export function groupPins(pins: readonly ScreenPin[], distance: number): PinGroup[] {
  const groups: { anchor: ScreenPin; group: PinGroup }[] = [];
  for (const pin of pins) {
    const near = groups.find(({ anchor }) => Math.hypot(anchor.x - pin.x, anchor.y - pin.y) < distance);
    if (near) {
      near.group.ids.push(pin.id);
      near.group.worst = worseBadge(near.group.worst, pin.kind);
    } else {
      groups.push({ anchor: pin, group: { ids: [pin.id], worst: pin.kind } });
    }
  }
  return groups.map(({ group }) => group);
}
