import { applyCues } from './apply-cues';
import { compiledLexicon } from './compile';
import { cuisineNotes } from './cuisine-notes';
import { evidenceOf } from './evidence';
import { FoundTerms } from './find-terms';
import { findHits, type Hit } from './match';
import { compileScanProfile, type ScanCheck, type ScanProfile } from './resolve-preferences';
import { riskWithSeverity } from './severity';
import { tokenize, words } from './tokenize';
import { Tokens } from './tokens';
import type {
  AllergenScanInput,
  AllergenScanResult,
  AllergenScanWarning,
  DietWarning,
  MenuItemText,
  RiskLevel,
  SafeOption,
  ScanCheckRef,
  TermKind,
  ScanNote,
  ScanPreferences,
} from './types';

/**
 * The allergen and diet scan (product-rules §11):
 * - every allergen of the user's that the text mentions gives "Contains {allergy}: {words}" and
 *   danger; a dish that usually has it gives "May contain" and caution; "no peanuts" gives
 *   "Mentions ... as absent" and caution; an absence claim ("peanut-free") gives nothing;
 * - every diet conflict gives "May conflict with {diet}: {words}" and caution;
 * - a diet without conflict that the restaurant's dietary options list gives "Supports {diet}"; a
 *   diet that covers every dish (`dietaryOnly`) gives "Only {diet} dishes" and no conflict at all;
 * - a restriction the text gave no warning for that the place's cuisine commonly uses gives the
 *   cuisine-knowledge note and caution ("Thai kitchens often use peanuts: ask about Peanuts");
 * - no allergies and no diets gives safe with "No dietary restrictions specified";
 * - a restriction with no finding and too little evidence to rule it out (no ample text, no diet
 *   tag of the source for that diet), or an entry it cannot read, gives caution with a note:
 *   "Safe Option" is only said on enough evidence;
 * - for a severe allergy, a "may contain", the cuisine note or too little information about it is
 *   danger (`raisedBySeverity`); an intolerance is worded lighter, at the same level (§11.4, severity.ts);
 * - danger > caution > safe; plus evidence, `limited` and notes (see types.ts).
 */
export function scanRestaurant(input: AllergenScanInput, preferences: ScanPreferences | ScanProfile): AllergenScanResult {
  const profile = isProfile(preferences) ? preferences : compileScanProfile(preferences);
  const reading = sharedReading(input, profile);
  const tokens = reading ? reading.tokens : addRestaurant(input, profile, scratch.reset());
  return assess(profile, tokens, reading, input.menuItems ?? NO_ITEMS, input);
}

/** Scans one text (an ingredient list, a dish description) as the only field of a restaurant. */
export function scanText(text: string, preferences: ScanPreferences | ScanProfile): AllergenScanResult {
  const profile = isProfile(preferences) ? preferences : compileScanProfile(preferences);
  const tokens = scratch.reset();
  addText(text, profile, tokens);
  return assess(profile, tokens, undefined, NO_ITEMS, NO_PLACE);
}

const NO_ITEMS: readonly MenuItemText[] = Object.freeze([]);
const NO_OPTIONS: readonly (readonly string[])[] = Object.freeze([]);
const NO_PLACE: PlaceFacts = Object.freeze({});

/** What the source states about a place as data, not text: its diet tags and cuisine values. */
type PlaceFacts = Pick<AllergenScanInput, 'dietaryOptions' | 'dietaryOnly' | 'cuisineType'>;

/** The rules above, on a restaurant's words (`reading`: kept across scans, with its hits). */
function assess(
  profile: ScanProfile,
  tokens: Tokens,
  reading: Reading | undefined,
  menuItems: readonly MenuItemText[],
  place: PlaceFacts,
): AllergenScanResult {
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

  const hits = reading ? (reading.hits ??= hitsIn(tokens, profile)) : hitsIn(tokens, profile);
  const findings = found.collect(profile, hits, tokens);
  const checks = profile.checks;
  const { allergenWarnings, dietaryWarnings, safeOptions, risk: findingsRisk } = warningsOf(checks, findings, place);
  let risk = findingsRisk;

  // What the cuisine commonly uses, for the restrictions the text left open: never safe on those.
  const open = openChecks(checks, findings, safeOptions);
  const notes: ScanNote[] = cuisineNotes(place.cuisineType, checks, open);
  if (notes.length > 0 && risk === 'safe') risk = 'caution';

  // A restriction with no finding is checked only by ample text or, for a diet, the source's own tag.
  const unverified = evidence.level !== 'ample' ? unverifiedChecks(checks, open) : [];
  found.clear();
  const limited = unverified.length > 0 || profile.unchecked.length > 0;
  if (limited && risk === 'safe') risk = 'caution';

  // With a danger the allergen is the message; otherwise the card says why it is not safe. A
  // restriction the cuisine note names is not repeated as "not enough information" (the note says more).
  const uninformed = unverified.filter((ref) => !notes.some((note) => note.kind === 'cuisineKnowledge' && note.checks.includes(ref)));
  if (uninformed.length > 0 && risk !== 'danger') {
    notes.push({ kind: 'notEnoughInformation', all: uninformed.length === checks.length, checks: uninformed });
  }
  for (const entry of profile.unchecked) notes.push(uncheckedNote(entry));

  // Severity last: the notes above are what the card says, whatever level they make (§11.4).
  const severity = riskWithSeverity(risk, allergenWarnings, notes);
  risk = severity.risk;

  return {
    isSafe: risk === 'safe',
    riskLevel: risk,
    allergenWarnings,
    dietaryWarnings,
    safeOptions,
    hasSafeMenuItems: menuItems.some((item) => describesFood(item) && itemIsClear(item, profile)),
    evidence,
    limited,
    notes,
    ...(severity.raisedBySeverity ? { raisedBySeverity: true as const } : {}),
  };
}

function uncheckedNote(entry: ScanProfile['unchecked'][number]): ScanNote {
  return entry.severity ? { kind: 'unchecked', label: entry.label, list: entry.list, severity: entry.severity } : { kind: 'unchecked', label: entry.label, list: entry.list };
}

/** The check's severity as a warning carries it: only when it is not a plain allergy (§11.4). */
function severityField(check: ScanCheck): { severity?: 'severe' | 'intolerance' } {
  return check.severity === 'allergy' ? {} : { severity: check.severity };
}

type Findings = FoundTerms;

/** Each check's warning or "Supports" option, and the risk they make (danger > caution > safe). */
function warningsOf(checks: readonly ScanCheck[], findings: Findings, { dietaryOptions, dietaryOnly }: PlaceFacts) {
  const { mentioned, possible, negated, mentionedKinds, possibleKinds, negatedKinds } = findings;
  const allergenWarnings: AllergenScanWarning[] = [];
  const dietaryWarnings: DietWarning[] = [];
  const safeOptions: SafeOption[] = [];
  let risk: RiskLevel = 'safe';
  let options: readonly (readonly string[])[] | undefined;
  let onlyOptions: readonly (readonly string[])[] | undefined;

  for (let index = 0; index < checks.length; index++) {
    const check = checks[index]!;
    const sure = mentioned[index];
    const maybe = possible[index];
    if (check.kind === 'allergen') {
      const absent = negated[index];
      if (sure) {
        allergenWarnings.push({ kind: 'allergen', category: check.id, label: check.label, terms: sure, termKinds: mentionedKinds[index]!, ...severityField(check) });
        risk = 'danger';
      } else if (maybe) {
        allergenWarnings.push({ kind: 'allergenPossible', category: check.id, label: check.label, terms: maybe, termKinds: possibleKinds[index]!, ...severityField(check) });
        if (risk === 'safe') risk = 'caution';
      } else if (absent) {
        allergenWarnings.push({ kind: 'allergenNegated', category: check.id, label: check.label, terms: absent, termKinds: negatedKinds[index]!, ...severityField(check) });
        if (risk === 'safe') risk = 'caution';
      }
    } else {
      options ??= dietaryOptions ? dietaryOptions.map(words) : NO_OPTIONS;
      onlyOptions ??= dietaryOnly ? dietaryOnly.map(words) : NO_OPTIONS;
      // Every dish is in the diet (OpenStreetMap's diet:vegan=only): even a word that is certainly
      // outside it ("cheese": vegan cheese there) is no conflict (product-rules §11.2).
      if (listsDiet(onlyOptions, check)) {
        safeOptions.push({ kind: 'supportsDiet', diet: check.id, label: check.label, only: true });
        continue;
      }
      // The place's own word for a diet (OpenStreetMap's diet:vegan=yes) outranks a dish-word guess
      // ("pizza" may hold cheese): Supports {diet}. A word that is certainly not in the diet
      // ("cheese" for Vegan) still conflicts, and then there is no Supports (product-rules §11.2).
      const listed = listsDiet(options, check);
      if (listed && !sure) safeOptions.push({ kind: 'supportsDiet', diet: check.id, label: check.label });
      // For a diet, "may contain" is still a possible conflict; "no meat" is no conflict.
      let terms = sure;
      let termKinds: TermKind[] | undefined = mentionedKinds[index];
      if (maybe && !listed) {
        terms = sure ? [...sure] : [];
        termKinds = termKinds ? [...termKinds] : [];
        const maybeKinds = possibleKinds[index]!;
        maybe.forEach((term, k) => {
          if (terms!.includes(term)) return;
          terms!.push(term);
          termKinds!.push(maybeKinds[k]!);
        });
      }
      if (terms) {
        dietaryWarnings.push({ kind: 'diet', diet: check.id, label: check.label, terms, termKinds: termKinds! });
        if (risk === 'safe') risk = 'caution';
      }
    }
  }
  return { allergenWarnings, dietaryWarnings, safeOptions, risk };
}

/** For each check, whether it has neither a warning nor a "Supports" option. */
function openChecks(checks: readonly ScanCheck[], { mentioned, possible, negated }: Findings, safeOptions: readonly SafeOption[]): boolean[] {
  return checks.map((check, index) => {
    if (supports(safeOptions, check.id)) return false;
    // A diet's possible words give no warning when the place lists the diet: that is the Supports above.
    return !(mentioned[index] || possible[index] || (check.kind === 'allergen' && negated[index]));
  });
}

/** The open checks' refs. */
function unverifiedChecks(checks: readonly ScanCheck[], open: readonly boolean[]): ScanCheckRef[] {
  const unverified: ScanCheckRef[] = [];
  for (let index = 0; index < checks.length; index++) if (open[index]) unverified.push(checks[index]!.ref);
  return unverified;
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

/** The words of a reading that is not kept (read, scanned, dropped), and of one menu item: reused. */
const scratch = new Tokens();
const itemScratch = new Tokens();
/** The words each check finds, for the scan and for one menu item: reused. */
const found = new FoundTerms();
const itemFound = new FoundTerms();

/** The kept reading of a frozen input read with the lexicon's words (made on first use), else undefined. */
function sharedReading(input: AllergenScanInput, profile: ScanProfile): Reading | undefined {
  if (profile.customTable !== null || profile.vocabulary !== compiledLexicon().vocabulary || !Object.isFrozen(input)) return undefined;
  let reading = readings.get(input);
  if (!reading) {
    reading = { tokens: addRestaurant(input, profile, new Tokens()) };
    readings.set(input, reading);
  }
  return reading;
}

function isProfile(value: ScanPreferences | ScanProfile): value is ScanProfile {
  return 'checks' in value;
}

/** `field`: what a word found in this text is, when the field says it (types.ts TermKind). */
function addText(text: string | undefined, profile: ScanProfile, tokens: Tokens, field?: TermKind) {
  if (!text) return;
  const source = tokens.texts.length;
  tokenize(text, profile.vocabulary, tokens);
  if (field) tokens.fieldKinds[source] = field;
}

function addTexts(texts: string | readonly string[] | undefined, profile: ScanProfile, tokens: Tokens, field?: TermKind) {
  if (typeof texts === 'string') addText(texts, profile, tokens, field);
  else if (texts) for (const text of texts) addText(text, profile, tokens, field);
}

/** Every field the spec scans, plus description and menu; never the address. */
function addRestaurant(input: AllergenScanInput, profile: ScanProfile, tokens: Tokens): Tokens {
  addText(input.name, profile, tokens, 'placeName');
  addTexts(input.cuisineType, profile, tokens, 'cuisine');
  addText(input.description, profile, tokens);
  addTexts(input.allergyInfo, profile, tokens);
  addTexts(input.dietaryOptions, profile, tokens, 'dietTag');
  addTexts(input.pros, profile, tokens);
  addTexts(input.cons, profile, tokens);
  addText(input.menuText, profile, tokens);
  for (const item of input.menuItems ?? []) addMenuItem(item, profile, tokens);
  return tokens;
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
  const tokens = itemScratch.reset();
  addMenuItem(item, profile, tokens);
  const { mentioned, possible, negated } = itemFound.collect(profile, hitsIn(tokens, profile), tokens);
  const clear = profile.checks.every((check, index) => !mentioned[index] && !possible[index] && (check.kind === 'diet' || !negated[index]));
  itemFound.clear();
  return clear;
}
