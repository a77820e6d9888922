// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import { isAllergySeverity, severityOf, type AllergySeverity } from '../../../../shared/domain/allergy-severity';
import { sameDietaryEntries } from '../../../../shared/domain/dietary-presets';

/**
 * The diets and allergies (with their severities) chosen for the last search, kept for the tab's session (sessionStorage),
 * so /home shows them again instead of the profile's. They stop applying when the tab closes, when
 * another user is signed in, when the profile's lists change after the search (saved from the
 * panel or /profile: the newer, deliberate choice wins), and on Reset. Sign-out removes the entry
 * (its key starts with a prefix the auth code clears).
 */
export const CHOICES_KEY = 'forksure.searchChoices';

export interface DietaryChoices {
  dietaryRestrictions: string[];
  allergies: string[];
  /** Each allergy's severity (product-rules §11.4); absent in choices saved before severities, and an allergy not named is an `allergy`. */
  allergySeverities?: Record<string, AllergySeverity>;
}

interface StoredChoices extends DietaryChoices {
  userId: string;
  /** The profile's lists when the search ran; null when the profile could not be read. */
  profile: DietaryChoices | null;
}

type ChoicesStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isChoices = (v: unknown): v is DietaryChoices =>
  !!v && typeof v === 'object' && isList((v as DietaryChoices).dietaryRestrictions) && isList((v as DietaryChoices).allergies);
const severitiesIn = (v: unknown): Record<string, AllergySeverity> | undefined => {
  if (!v || typeof v !== 'object') return undefined;
  const out: Record<string, AllergySeverity> = {};
  for (const [entry, severity] of Object.entries(v)) if (isAllergySeverity(severity)) out[entry] = severity;
  return out;
};
const copy = (c: DietaryChoices): DietaryChoices => {
  const severities = severitiesIn(c.allergySeverities);
  return { dietaryRestrictions: [...c.dietaryRestrictions], allergies: [...c.allergies], ...(severities ? { allergySeverities: severities } : {}) };
};
const sameSeverities = (a: DietaryChoices, b: DietaryChoices) =>
  a.allergies.every((allergy) => severityOf(a.allergySeverities, allergy) === severityOf(b.allergySeverities, allergy));
const same = (a: DietaryChoices, b: DietaryChoices) =>
  sameDietaryEntries(a.dietaryRestrictions, b.dietaryRestrictions) && sameDietaryEntries(a.allergies, b.allergies) && sameSeverities(a, b);

export function saveSearchChoices(storage: ChoicesStorage | null, userId: string, choices: DietaryChoices, profile: DietaryChoices | null): void {
  const entry: StoredChoices = { userId, ...copy(choices), profile: profile && copy(profile) };
  try {
    storage?.setItem(CHOICES_KEY, JSON.stringify(entry));
  } catch {
    // Full or blocked storage: the form falls back to the profile's lists.
  }
}

/**
 * This user's last search choices, or null when there are none that still apply. `profile` is the
 * profile's lists now (null while unknown: the stored choices apply).
 */
export function loadSearchChoices(storage: ChoicesStorage | null, userId: string, profile: DietaryChoices | null): DietaryChoices | null {
  let parsed: unknown;
  try {
    const raw = storage?.getItem(CHOICES_KEY);
    if (!raw) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isChoices(parsed)) return null;
  const entry = parsed as Partial<StoredChoices>;
  if (entry.userId !== userId) return null;
  const base = isChoices(entry.profile) ? entry.profile : null;
  if (profile && base && !same(profile, base)) return null;
  return copy(parsed);
}

export function forgetSearchChoices(storage: ChoicesStorage | null): void {
  try {
    storage?.removeItem(CHOICES_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
