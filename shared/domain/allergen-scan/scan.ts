import { applyCues } from './apply-cues';
import { compiledLexicon } from './compile';
import { evidenceOf } from './evidence';
import { CLAIMED, findHits, type Hit, NEGATED } from './match';
import { compileScanProfile, type ScanCheck, type ScanProfile } from './resolve-preferences';
import { emptyTokens, tokenize, type Tokens, words } from './tokenize';
import type {
  AllergenScanInput,
  AllergenScanResult,
  AllergenScanWarning,
  DietWarning,
  MenuItemText,
  RiskLevel,
  SafeOption,
  ScanCheckRef,
  ScanNote,
  ScanPreferences,
} from './types';

/**
 * The allergen and diet scan (spec 000 section 5, spec 001 section 3):
 * - every allergen of the user's that the text mentions gives "Contains {allergy}: {words}" and
 *   danger; a dish that usually has it gives "May contain" and caution; "no peanuts" gives
 *   "Mentions ... as absent" and caution; an absence claim ("peanut-free") gives nothing;
 * - every diet conflict gives "May conflict with {diet}: {words}" and caution;
 * - a diet without conflict that the restaurant's dietary options list gives "Supports {diet}";
 * - no allergies and no diets gives safe with "No dietary restrictions specified";
 * - a restriction with no finding and too little evidence to rule it out (no ample text, no diet
 *   tag of the source for that diet), or an entry it cannot read, gives caution with a note:
 *   "Safe Option" is only said on enough evidence;
 * - danger > caution > safe; plus evidence, `limited` and notes (see types.ts).
 */
export function scanRestaurant(input: AllergenScanInput, preferences: ScanPreferences | ScanProfile): AllergenScanResult {
  const profile = isProfile(preferences) ? preferences : compileScanProfile(preferences);
  const reading = readingOf(input, profile);
  const tokens = reading.tokens;
  const menuItems = input.menuItems ?? [];
  const evidence = evidenceOf(tokens.readableWords, menuItems.length);

  if (!profile.hasRestrictions) {
    return {
      isSafe: true,
      riskLevel: 'safe',
      allergenWarnings: [],
      dietaryWarnings: [],
      safeOptions: [{ kind: 'noRestrictions' }],
      hasSafeMenuItems: menuItems.some(describesFood),
      evidence,
      limited: false,
      notes: [],
    };
  }

  const hits = (reading.hits ??= hitsIn(tokens, profile));
  const foundByCheck = findTerms(profile, hits, tokens);
  const allergenWarnings: AllergenScanWarning[] = [];
  const dietaryWarnings: DietWarning[] = [];
  const safeOptions: SafeOption[] = [];
  let risk: RiskLevel = 'safe';
  let options: string[][] | undefined;

  for (let index = 0; index < profile.checks.length; index++) {
    const check = profile.checks[index]!;
    const found = foundByCheck[index] ?? NOTHING;
    if (check.kind === 'allergen') {
      if (found.mentioned) {
        allergenWarnings.push({ kind: 'allergen', category: check.id, label: check.label, terms: found.mentioned });
        risk = 'danger';
      } else if (found.possible) {
        allergenWarnings.push({ kind: 'allergenPossible', category: check.id, label: check.label, terms: found.possible });
        if (risk === 'safe') risk = 'caution';
      } else if (found.negated) {
        allergenWarnings.push({ kind: 'allergenNegated', category: check.id, label: check.label, terms: found.negated });
        if (risk === 'safe') risk = 'caution';
      }
    } else if (found.mentioned || found.possible) {
      // For a diet, "may contain" is still a possible conflict; "no meat" is no conflict.
      const terms = [...(found.mentioned ?? [])];
      for (const term of found.possible ?? []) if (!terms.includes(term)) terms.push(term);
      dietaryWarnings.push({ kind: 'diet', diet: check.id, label: check.label, terms });
      if (risk === 'safe') risk = 'caution';
    } else {
      options ??= (input.dietaryOptions ?? []).map(words);
      if (listsDiet(options, check)) safeOptions.push({ kind: 'supportsDiet', diet: check.id, label: check.label });
    }
  }

  // A restriction with no finding is checked only by ample text or, for a diet, the source's own tag.
  const unverified: ScanCheckRef[] = [];
  if (evidence.level !== 'ample') {
    for (let index = 0; index < profile.checks.length; index++) {
      const check = profile.checks[index]!;
      const f = foundByCheck[index];
      if (f?.mentioned || f?.possible || (check.kind === 'allergen' && f?.negated)) continue; // it has a warning
      if (supports(safeOptions, check.id)) continue;
      unverified.push(check.ref);
    }
  }
  const limited = unverified.length > 0 || profile.unchecked.length > 0;
  if (limited && risk === 'safe') risk = 'caution';

  // With a danger the allergen is the message; otherwise the card says why it is not safe.
  const notes: ScanNote[] = [];
  if (unverified.length > 0 && risk !== 'danger') {
    notes.push({ kind: 'notEnoughInformation', all: unverified.length === profile.checks.length, checks: unverified });
  }
  for (const entry of profile.unchecked) notes.push({ kind: 'unchecked', label: entry.label, list: entry.list });

  let hasSafeMenuItems = false;
  for (const item of menuItems) {
    if (describesFood(item) && itemIsClear(item, profile)) {
      hasSafeMenuItems = true;
      break;
    }
  }

  return {
    isSafe: risk === 'safe',
    riskLevel: risk,
    allergenWarnings,
    dietaryWarnings,
    safeOptions,
    hasSafeMenuItems,
    evidence,
    limited,
    notes,
  };
}

/** Scans one text (an ingredient list, a dish description) as the only field of a restaurant. */
export function scanText(text: string, preferences: ScanPreferences | ScanProfile): AllergenScanResult {
  return scanRestaurant({ description: text }, preferences);
}

/** An input's words, and the phrases found in them (with their cues) once a scan needed them. */
interface Reading {
  readonly tokens: Tokens;
  hits?: Hit[];
}

/**
 * Readings that do not depend on the user: those of frozen inputs (deep-frozen: a place's text,
 * scanned again for every search that finds it) read with the lexicon's own words. A profile with
 * words of its own (custom allergies) reads the text afresh.
 */
const readings = new WeakMap<AllergenScanInput, Reading>();

function readingOf(input: AllergenScanInput, profile: ScanProfile): Reading {
  const lexicon = compiledLexicon();
  const shared = profile.customTable === null && profile.vocabulary === lexicon.vocabulary && Object.isFrozen(input);
  let reading = shared ? readings.get(input) : undefined;
  if (!reading) {
    const tokens = emptyTokens();
    addRestaurant(input, profile, tokens);
    reading = { tokens };
    if (shared) readings.set(input, reading);
  }
  return reading;
}

function isProfile(value: ScanPreferences | ScanProfile): value is ScanProfile {
  return 'checks' in value;
}

function addText(text: string | undefined, profile: ScanProfile, tokens: Tokens) {
  if (text) tokenize(text, profile.vocabulary, tokens);
}

function addTexts(texts: string | readonly string[] | undefined, profile: ScanProfile, tokens: Tokens) {
  if (typeof texts === 'string') addText(texts, profile, tokens);
  else if (texts) for (const text of texts) addText(text, profile, tokens);
}

/** Every field the spec scans, plus description and menu; never the address. */
function addRestaurant(input: AllergenScanInput, profile: ScanProfile, tokens: Tokens) {
  addText(input.name, profile, tokens);
  addTexts(input.cuisineType, profile, tokens);
  addText(input.description, profile, tokens);
  addTexts(input.allergyInfo, profile, tokens);
  addTexts(input.dietaryOptions, profile, tokens);
  addTexts(input.pros, profile, tokens);
  addTexts(input.cons, profile, tokens);
  addText(input.menuText, profile, tokens);
  for (const item of input.menuItems ?? []) addMenuItem(item, profile, tokens);
}

function addMenuItem(item: MenuItemText, profile: ScanProfile, tokens: Tokens) {
  addText(item.name, profile, tokens);
  addText(item.description, profile, tokens);
  addTexts(item.ingredients, profile, tokens);
}

function hitsIn(tokens: Tokens, profile: ScanProfile): Hit[] {
  const hits = findHits(tokens, compiledLexicon().table);
  if (profile.customTable) {
    findHits(tokens, profile.customTable, hits);
    hits.sort((a, b) => a.start - b.start || b.end - a.end);
  }
  applyCues(tokens, hits);
  return hits;
}

interface Found {
  mentioned?: string[];
  possible?: string[];
  negated?: string[];
  /** Pairs of (phrase, kind) already listed. */
  seen: unknown[];
}

const NOTHING: Found = Object.freeze({ seen: [] });

/**
 * The words each check finds, in one pass over the hits: a hit visits only the checks that share
 * one of its groups (or its own custom check), so the cost does not grow with the number of checks.
 */
let visitStamp = 0;

function findTerms(profile: ScanProfile, hits: readonly Hit[], tokens: Tokens): (Found | undefined)[] {
  const found: (Found | undefined)[] = [];
  const visits = profile.visits;
  for (let h = 0; h < hits.length; h++) {
    const hit = hits[h]!;
    // A fresh stamp per hit marks the checks it has visited (no clearing, safe across scans).
    visitStamp = (visitStamp + 1) | 0 || 1;
    if (hit.mode === CLAIMED) continue;
    if (hit.phrase.custom >= 0) {
      for (let index = 0; index < profile.checks.length; index++) {
        if (profile.checks[index]!.custom === hit.phrase.custom) add(found, index, hit, true, tokens);
      }
      continue;
    }
    let bits = hit.groups | hit.maybe;
    while (bits !== 0) {
      const bit = 31 - Math.clz32(bits & -bits);
      bits &= bits - 1;
      for (const index of profile.checksByGroup[bit]!) {
        if (visits[index] === visitStamp) continue;
        visits[index] = visitStamp;
        add(found, index, hit, (hit.groups & profile.checks[index]!.groups) !== 0, tokens);
      }
    }
  }
  return found;
}

const MENTIONED_TERM = 0;
const POSSIBLE_TERM = 1;
const NEGATED_TERM = 2;

function add(found: (Found | undefined)[], index: number, hit: Hit, sure: boolean, tokens: Tokens) {
  const f = (found[index] ??= { seen: [] });
  const kind = hit.mode === NEGATED ? NEGATED_TERM : sure ? MENTIONED_TERM : POSSIBLE_TERM;
  // The same phrase again ("milk ... milk"): nothing new to show, and no text to build.
  for (let i = 0; i < f.seen.length; i += 2) if (f.seen[i] === hit.phrase && f.seen[i + 1] === kind) return;
  f.seen.push(hit.phrase, kind);
  const term = (hit.shown ??= surface(tokens, hit.mode === NEGATED ? hit.shownFrom : hit.start, hit.end));
  const into = kind === NEGATED_TERM ? (f.negated ??= []) : kind === MENTIONED_TERM ? (f.mentioned ??= []) : (f.possible ??= []);
  if (!into.includes(term)) into.push(term);
}

/** The words as the text has them: "Peanut  Butter" → "peanut butter". */
function surface(tokens: Tokens, from: number, to: number): string {
  const text = tokens.texts[tokens.sources[from]!]!.slice(tokens.starts[from], tokens.ends[to - 1]);
  return (to - from > 1 && /\s\s|[^\S ]/.test(text) ? text.replace(/\s+/g, ' ') : text).toLowerCase();
}

function supports(safeOptions: readonly SafeOption[], diet: string): boolean {
  for (const option of safeOptions) if (option.kind === 'supportsDiet' && option.diet === diet) return true;
  return false;
}

/** Whether some dietary option contains one of the diet's phrases ("Vegan options" lists Vegan). */
function listsDiet(options: readonly (readonly string[])[], check: ScanCheck): boolean {
  for (const option of options) {
    for (const phrase of check.supportedBy) {
      if (phrase.length === 0) continue;
      for (let i = 0; i + phrase.length <= option.length; i++) {
        let j = 0;
        while (j < phrase.length && option[i + j] === phrase[j]) j++;
        if (j === phrase.length) return true;
      }
    }
  }
  return false;
}

/** A dish with a description or ingredients: a name alone says too little to call it clear. */
function describesFood(item: MenuItemText): boolean {
  if (item.description?.trim()) return true;
  const ingredients = item.ingredients;
  if (typeof ingredients === 'string') return ingredients.trim() !== '';
  return (ingredients ?? []).some((i) => i.trim() !== '');
}

function itemIsClear(item: MenuItemText, profile: ScanProfile): boolean {
  const tokens = emptyTokens();
  addMenuItem(item, profile, tokens);
  const hits = hitsIn(tokens, profile);
  const found = findTerms(profile, hits, tokens);
  return profile.checks.every((check, index) => {
    const f = found[index];
    return !f || (!f.mentioned && !f.possible && (check.kind === 'diet' || !f.negated));
  });
}
