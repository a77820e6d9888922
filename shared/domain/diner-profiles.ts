import type { Tier } from './plans';

/**
 * Diner profiles, "People I eat with" (product-rules §14.3): the people a user eats with, each with a
 * name, allergies with severity and diets. One source for the server's checks and the web's form.
 */

/** Longest diner name, in characters (code points) after trimming. */
export const DINER_NAME_MAX_LENGTH = 40;

/** Diner profiles a user may keep, by plan (product-rules §14.3). Never unlimited: each one is health data. */
export const DINER_PROFILE_LIMITS: Record<Tier, number> = { free: 1, pro: 3, premium: 8 };

export const DINER_PROFILE_MESSAGES = {
  nameRequired: 'Please enter a name.',
  nameTooLong: `Names can be at most ${DINER_NAME_MAX_LENGTH} characters.`,
  nameControl: 'Names cannot contain control characters (line breaks, tabs).',
} as const;

/** The upgrade the limit message names: Pro from Free, Premium from Pro, none from Premium. */
export function nextTierForDiners(tier: Tier): Tier | undefined {
  return tier === 'free' ? 'pro' : tier === 'pro' ? 'premium' : undefined;
}

const TIER_NAMES: Record<Tier, string> = { free: 'Free', pro: 'Pro', premium: 'Premium' };

/** 429 DINER_PROFILE_LIMIT_REACHED: names the plan, its limit and the upgrade (as the saved limit does). */
export function dinerProfileLimitMessage(tier: Tier): string {
  const limit = DINER_PROFILE_LIMITS[tier];
  const next = nextTierForDiners(tier);
  const upgrade = next ? ` Upgrade to ${TIER_NAMES[next]} for up to ${DINER_PROFILE_LIMITS[next]}.` : ' Delete one to add another.';
  return `Your ${TIER_NAMES[tier]} plan keeps ${limit} diner profile${limit === 1 ? '' : 's'}.${upgrade}`;
}

// C0 and C1 control characters, DEL included.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;

/** The name as stored: Unicode NFC, trimmed (inner spaces kept as typed). */
export function cleanDinerName(name: string): string {
  return name.normalize('NFC').trim();
}

/** What is wrong with a diner name, or undefined when it may be used. */
export function dinerNameProblem(name: string): keyof typeof DINER_PROFILE_MESSAGES | undefined {
  const cleaned = cleanDinerName(name);
  if (cleaned === '') return 'nameRequired';
  if (CONTROL.test(cleaned)) return 'nameControl';
  if ([...cleaned].length > DINER_NAME_MAX_LENGTH) return 'nameTooLong';
  return undefined;
}

/** Up to two initials for a card's badge ("Ana María" → "AM", "李" → "李"). */
export function dinerInitials(name: string): string {
  const words = cleanDinerName(name).split(/\s+/u).filter(Boolean);
  const first = (word: string | undefined) => (word ? [...word][0]!.toLocaleUpperCase() : '');
  return words.length > 1 ? first(words[0]) + first(words[words.length - 1]) : first(words[0]);
}
