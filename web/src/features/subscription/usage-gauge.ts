// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import { UNLIMITED } from '../../../../shared/domain/plans';

/** The ring colours of the header gauges. */
export type GaugeTone = 'green' | 'yellow' | 'red';

/**
 * The spec's thresholds (section 9), as the least remaining count that is still green or yellow,
 * per daily limit: searches (10) green at 7 or more, yellow 4 to 6; free scrapes (5) green at 4 or
 * more, yellow 2 to 3; pro scrapes (15) green at 11 or more, yellow 5 to 10; red below.
 */
const SPEC_THRESHOLDS: Readonly<Record<number, { green: number; yellow: number }>> = {
  10: { green: 7, yellow: 4 },
  5: { green: 4, yellow: 2 },
  15: { green: 11, yellow: 5 },
};

/**
 * Colour for `remaining` of `limit`. Unlimited is always green (premium scrapes). A limit the spec
 * does not name falls back to the same shape by fraction: green from 70 % left, yellow from 40 %.
 */
export function gaugeTone(remaining: number, limit: number): GaugeTone {
  if (limit === UNLIMITED) return 'green';
  const thresholds = SPEC_THRESHOLDS[limit] ?? { green: Math.ceil(limit * 0.7), yellow: Math.ceil(limit * 0.4) };
  if (remaining >= thresholds.green) return 'green';
  if (remaining >= thresholds.yellow) return 'yellow';
  return 'red';
}

/** What is left today, never below 0; null for unlimited. */
export function remainingOf(used: number, limit: number): number | null {
  if (limit === UNLIMITED) return null;
  return Math.max(0, limit - used);
}
