import { dietaryEntryKey } from './dietary-list';

/**
 * How serious one allergy is (product-rules §11.4): `severe` (anaphylaxis), `allergy`, `intolerance`.
 * Shared by the scan, the profile, the search, its history and whatever builds on a person's
 * allergies (diner profiles, the chef card). An allergy without a stated severity is an `allergy`:
 * profiles and searches stored before severities existed read that way, no migration needed.
 */
export const ALLERGY_SEVERITIES = ['severe', 'allergy', 'intolerance'] as const;
export type AllergySeverity = (typeof ALLERGY_SEVERITIES)[number];

export const DEFAULT_ALLERGY_SEVERITY: AllergySeverity = 'allergy';

/** Severities by allergy entry, as the API carries them (an entry not named is an `allergy`). */
export type AllergySeverities = Readonly<Record<string, AllergySeverity>>;

const RANK: Record<AllergySeverity, number> = { intolerance: 0, allergy: 1, severe: 2 };

/** The more serious of two severities (an allergy named twice keeps its most serious one). */
export function moreSevere(a: AllergySeverity, b: AllergySeverity): AllergySeverity {
  return RANK[a] >= RANK[b] ? a : b;
}

export function isAllergySeverity(value: unknown): value is AllergySeverity {
  return typeof value === 'string' && (ALLERGY_SEVERITIES as readonly string[]).includes(value);
}

/** An entry's severity, matched as the lists match entries (tidy, any case); none or an unknown value: `otherwise`. */
export function severityOf(severities: AllergySeverities | undefined, entry: string, otherwise: AllergySeverity = DEFAULT_ALLERGY_SEVERITY): AllergySeverity {
  if (!severities) return otherwise;
  const direct = severities[entry];
  if (isAllergySeverity(direct)) return direct;
  const key = dietaryEntryKey(entry);
  for (const [name, severity] of Object.entries(severities)) {
    if (dietaryEntryKey(name) === key && isAllergySeverity(severity)) return severity;
  }
  return otherwise;
}

/** One severity for every allergy of the list, keyed by the list's own spelling (defaults filled in; stray keys dropped). */
export function severitiesFor(allergies: readonly string[], severities: AllergySeverities | undefined): Record<string, AllergySeverity> {
  const out: Record<string, AllergySeverity> = {};
  for (const allergy of allergies) out[allergy] = severityOf(severities, allergy);
  return out;
}
