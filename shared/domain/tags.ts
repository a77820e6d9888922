/**
 * Tag rules (product-rules §6.1 tag dialog, product-rules §6.2 tag management): one source for the server's checks and
 * the web's dialog. The spec names the sizes (16 palette colours, 8 random colours, ten
 * quick-start names, names up to 50 characters) but not the values; these are ours.
 */

/** Longest tag name, in characters (code points) after trimming. */
export const TAG_NAME_MAX_LENGTH = 50;

/**
 * Tags one user may have at a time. The spec sets no number (premium tagging is unlimited in
 * spirit); this generous cap only stops a script from filling the table.
 */
export const MAX_TAGS_PER_USER = 200;

/** The 16 colours offered when creating a tag on /saved-list; the default is the first unused one. */
export const TAG_PALETTE = [
  '#ef4444',
  '#f97316',
  '#f59e0b',
  '#eab308',
  '#84cc16',
  '#22c55e',
  '#10b981',
  '#14b8a6',
  '#06b6d4',
  '#0ea5e9',
  '#3b82f6',
  '#6366f1',
  '#8b5cf6',
  '#a855f7',
  '#ec4899',
  '#64748b',
] as const;
export type TagColor = (typeof TAG_PALETTE)[number];

/** The 8 colours a tag created from the tag dialog gets at random (a subset of the palette). */
export const RANDOM_TAG_COLORS = ['#ef4444', '#f97316', '#eab308', '#22c55e', '#14b8a6', '#3b82f6', '#8b5cf6', '#ec4899'] as const satisfies readonly TagColor[];

/** The ten quick-start tags of /saved-list, in the spec's order. */
export const QUICK_START_TAG_NAMES = [
  'Date Night',
  'Family Friendly',
  'Quick Lunch',
  'Fine Dining',
  'Casual Dining',
  'Budget Friendly',
  'Late Night',
  'Takeout',
  'Group Dining',
  'Business Meeting',
] as const;

export const TAG_MESSAGES = {
  /** product-rules §6.3: a blank name. */
  nameRequired: 'Please enter a tag name',
  nameTooLong: `Tag names can be at most ${TAG_NAME_MAX_LENGTH} characters.`,
  /** product-rules §6.3: the duplicate-name message. */
  duplicate: 'A tag with this name already exists',
  colorNotInPalette: 'Choose one of the tag colours.',
} as const;

/** The name as stored: trimmed, inner runs of white space made one space, Unicode NFC. */
export function cleanTagName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/** Two names are the same tag when their keys are equal (case does not matter). */
export function tagNameKey(name: string): string {
  return cleanTagName(name).toLocaleLowerCase('en-US');
}

/** What is wrong with a tag name, or undefined when it may be used. */
export function tagNameProblem(name: string): 'nameRequired' | 'nameTooLong' | undefined {
  const cleaned = cleanTagName(name);
  if (cleaned === '') return 'nameRequired';
  if ([...cleaned].length > TAG_NAME_MAX_LENGTH) return 'nameTooLong';
  return undefined;
}

export function isTagColor(value: string): value is TagColor {
  return (TAG_PALETTE as readonly string[]).includes(value.toLowerCase());
}

/** The first palette colour no tag uses yet (the palette's first when all are used). */
export function firstUnusedTagColor(usedColors: readonly string[]): TagColor {
  const used = new Set(usedColors.map((c) => c.toLowerCase()));
  return TAG_PALETTE.find((c) => !used.has(c)) ?? TAG_PALETTE[0];
}

/** A colour of the 8 random ones; `random` is injectable for tests. */
export function randomTagColor(random: () => number = Math.random): TagColor {
  return RANDOM_TAG_COLORS[Math.min(RANDOM_TAG_COLORS.length - 1, Math.floor(random() * RANDOM_TAG_COLORS.length))]!;
}
