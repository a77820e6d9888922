import { type AllergySeverity, DEFAULT_ALLERGY_SEVERITY, moreSevere, severityOf } from '../allergy-severity';
import { ALLERGY_CATEGORIES, type CategoryDefinition, DIETS, type DietDefinition } from './categories';
import { compileCustomWords, type PhraseTable } from './compile';
import { GROUP_IDS, maskOf } from './groups';
import { singularsOf } from './inflect';
import { type Vocabulary, words } from './tokenize';
import type { ScanCheckRef, ScanPreferences } from './types';

/**
 * Turns a user's allergies and dietary preferences (presets or anything typed) into the checks a
 * scan runs. The two lists are applied combined (product-rules §11.2): an allergen named in either
 * list is checked as an allergen, a diet named in either list as a diet. Entries are recognised
 * ignoring case, accents, punctuation and decoration ("peanut allergy", "allergic to nuts",
 * "Gluten free", "no pork"); anything else typed as an allergy matches its own word (singular or
 * plural); a diet we do not know is reported as not checked rather than silently passed.
 */
export interface ScanCheck {
  readonly kind: 'allergen' | 'diet';
  /** Category or diet id; 'custom' for an allergy matched by its own word; 'avoid' for "no X" diets. */
  readonly id: string;
  readonly label: string;
  readonly groups: number;
  /** Index of the user's own word in the profile's custom table, or -1. */
  readonly custom: number;
  /** For diets: phrases in the restaurant's dietary options that mean it caters for this diet. */
  readonly supportedBy: readonly (readonly string[])[];
  /** How a result names this check (a note's list of unverified checks): made once, frozen. */
  readonly ref: ScanCheckRef;
  /** For allergens: how serious the allergy is (product-rules §11.4); diets are always `allergy`. */
  readonly severity: AllergySeverity;
}

export interface ScanProfile {
  readonly checks: readonly ScanCheck[];
  readonly customTable: PhraseTable | null;
  /** The words the tokenizer keeps for this profile (lexicon, cues and the user's own words). */
  readonly vocabulary: Vocabulary;
  /** Entries we cannot check automatically (an unknown diet, a word in a script we do not read). */
  readonly unchecked: readonly { readonly label: string; readonly list: 'allergy' | 'diet'; readonly severity?: 'severe' | 'intolerance' }[];
  /** Whether the user has any allergy or dietary preference at all. */
  readonly hasRestrictions: boolean;
  /** For each group bit, the indices of the checks that include it (so a hit visits only its checks). */
  readonly checksByGroup: readonly (readonly number[])[];
  /** Scratch space of the scan: per check, the last hit that visited it (see scan.ts). */
  readonly visits: Int32Array;
}

/** Case-, accent- and punctuation-insensitive key of an entry; non-Latin scripts are kept as typed. */
export function entryKey(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC').toLowerCase()) {
    out += ch.codePointAt(0)! < 0x250 ? ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : ch;
  }
  return out.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

const ALLERGY_PREFIXES = ['allergic to', 'allergy to', 'allergies to', 'intolerant to', 'intolerance to', 'sensitive to', 'sensitivity to', 'severe', 'allergie a', 'alergia a', 'alergia al', 'allergia a', 'allergie gegen'];
const ALLERGY_SUFFIXES = ['allergy', 'allergies', 'allergic', 'intolerance', 'intolerant', 'sensitivity', 'anaphylaxis', 'allergie', 'alergia', 'allergia', 'unvertraglichkeit', 'intolerancia', 'intolleranza'];
const AVOID_PREFIXES = ['no', 'without', 'avoid', 'free from', 'free of', 'not', 'sans', 'sin', 'senza', 'ohne', 'sem', 'non'];
const AVOID_SUFFIXES = ['free', 'frei'];

function index<T extends CategoryDefinition>(defs: readonly T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const def of defs) for (const alias of [def.label, def.id, ...def.aliases]) map.set(entryKey(alias), def);
  return map;
}

let allergyIndex: Map<string, CategoryDefinition> | undefined;
let dietIndex: Map<string, DietDefinition> | undefined;

function strip(key: string, prefixes: readonly string[], suffixes: readonly string[]): string | null {
  for (const p of prefixes) if (key.startsWith(`${p} `)) return key.slice(p.length + 1);
  for (const s of suffixes) if (key.endsWith(` ${s}`)) return key.slice(0, -(s.length + 1));
  return null;
}

/** "Peanut allergy", "allergic to peanuts", "PEANUTS" → the Peanuts category. */
export function allergyCategoryFor(entry: string): CategoryDefinition | undefined {
  allergyIndex ??= index(ALLERGY_CATEGORIES);
  let key: string | null = entryKey(entry);
  for (let round = 0; key && round < 3; round++) {
    const found = allergyIndex.get(key) ?? singularsOfKey(key).map((k) => allergyIndex!.get(k)).find(Boolean);
    if (found) return found;
    key = strip(key, ALLERGY_PREFIXES, ALLERGY_SUFFIXES);
  }
  return undefined;
}

/** "vegan", "Gluten free", "plant-based" → the diet. */
export function dietFor(entry: string): DietDefinition | undefined {
  dietIndex ??= index(DIETS);
  const key = entryKey(entry);
  return dietIndex.get(key) ?? dietIndex.get(key.replace(/ diet$/, ''));
}

function singularsOfKey(key: string): string[] {
  const parts = key.split(' ');
  const last = parts.pop() ?? '';
  return singularsOf(last).map((s) => [...parts, s].join(' '));
}

/** "no pork", "shellfish-free", "avoid mushrooms" → "pork", "shellfish", "mushrooms". */
function avoidedThing(entry: string): string | null {
  return strip(entryKey(entry), AVOID_PREFIXES, AVOID_SUFFIXES);
}

function ownWords(entry: string): string[] {
  const key = entryKey(entry);
  return words(strip(key, ALLERGY_PREFIXES, ALLERGY_SUFFIXES) ?? key);
}

/** The entry without its decoration, as the user wrote it: "Mushroom allergy" → "Mushroom". */
function ownLabel(entry: string, prefixes: readonly string[], suffixes: readonly string[]): string {
  const parts = entry.split(' ');
  const matches = (phrase: string, from: number) => {
    const phraseWords = phrase.split(' ');
    return phraseWords.every((w, j) => parts[from + j] !== undefined && entryKey(parts[from + j]!) === w) ? phraseWords.length : 0;
  };
  for (const p of prefixes) {
    const n = matches(p, 0);
    if (n && n < parts.length) return parts.slice(n).join(' ');
  }
  for (const s of suffixes) {
    const n = s.split(' ').length;
    if (parts.length > n && matches(s, parts.length - n)) return parts.slice(0, parts.length - n).join(' ');
  }
  return entry;
}

const tidy = (entry: string) => entry.trim().replace(/\s+/g, ' ');

/** A ref as results carry it: the severity only when it is not the default (old copies read the same). */
function refOf(id: string, label: string, kind: ScanCheck['kind'], severity: AllergySeverity): ScanCheckRef {
  const list = kind === 'allergen' ? ('allergy' as const) : ('diet' as const);
  return Object.freeze(severity === 'allergy' || kind !== 'allergen' ? { id, label, list } : { id, label, list, severity });
}

export function compileScanProfile(preferences: ScanPreferences): ScanProfile {
  const allergies = (preferences.allergies ?? []).map(tidy).filter(Boolean);
  const diets = (preferences.dietaryPreferences ?? []).map(tidy).filter(Boolean);
  const checks: ScanCheck[] = [];
  const customWords: string[][] = [];
  const unchecked: { label: string; list: 'allergy' | 'diet'; severity?: 'severe' | 'intolerance' }[] = [];
  const seen = new Map<string, number>();
  // The severity of the entry being read: an allergy's own, `allergy` for the diet list's entries.
  let severity: AllergySeverity = DEFAULT_ALLERGY_SEVERITY;

  const add = (check: Omit<ScanCheck, 'custom' | 'supportedBy' | 'ref' | 'severity'> & { customWords?: string[]; supportedBy?: readonly string[] }) => {
    const key = `${check.kind}:${check.id}:${check.id === 'custom' || check.id === 'avoid' ? entryKey(check.label) : ''}`;
    const existing = seen.get(key);
    if (existing !== undefined) {
      // "Peanuts" (severe) and "peanut allergy": one check, with the more serious severity.
      const before = checks[existing]!;
      const upgraded = moreSevere(before.severity, severity);
      if (check.kind === 'allergen' && upgraded !== before.severity) {
        checks[existing] = { ...before, severity: upgraded, ref: refOf(before.id, before.label, before.kind, upgraded) };
      }
      return;
    }
    seen.set(key, checks.length);
    let custom = -1;
    if (check.customWords) {
      custom = customWords.length;
      customWords.push(check.customWords);
    }
    const own = check.kind === 'allergen' ? severity : DEFAULT_ALLERGY_SEVERITY;
    const ref = refOf(check.id, check.label, check.kind, own);
    checks.push({ kind: check.kind, id: check.id, label: check.label, groups: check.groups, custom, supportedBy: (check.supportedBy ?? []).map(words), ref, severity: own });
  };
  const allergen = (def: CategoryDefinition) => add({ kind: 'allergen', id: def.id, label: def.label, groups: maskOf(def.groups) });
  const diet = (def: DietDefinition) => add({ kind: 'diet', id: def.id, label: def.label, groups: maskOf(def.groups), supportedBy: def.supportedBy });

  for (const entry of allergies) {
    severity = severityOf(preferences.allergySeverities, entry);
    const category = allergyCategoryFor(entry);
    if (category) allergen(category);
    else {
      const dietDef = dietFor(entry);
      if (dietDef) diet(dietDef);
      else {
        const thing = avoidedThing(entry);
        const avoided = thing ? allergyCategoryFor(thing) : undefined;
        if (avoided) allergen(avoided);
        else {
          const own = ownWords(thing ?? entry);
          const label = ownLabel(entry, [...ALLERGY_PREFIXES, ...AVOID_PREFIXES], [...ALLERGY_SUFFIXES, ...AVOID_SUFFIXES]);
          if (own.length) add({ kind: 'allergen', id: 'custom', label, groups: 0, customWords: own });
          else unchecked.push(severity === 'allergy' ? { label: entry, list: 'allergy' } : { label: entry, list: 'allergy', severity });
        }
      }
    }
  }
  severity = DEFAULT_ALLERGY_SEVERITY;

  for (const entry of diets) {
    const dietDef = dietFor(entry);
    if (dietDef) {
      diet(dietDef);
      continue;
    }
    const category = allergyCategoryFor(entry);
    if (category) {
      allergen(category);
      continue;
    }
    const thing = avoidedThing(entry);
    if (thing) {
      const avoided = allergyCategoryFor(thing);
      const own = avoided ? undefined : words(thing);
      if (avoided || own?.length) {
        add({ kind: 'diet', id: 'avoid', label: entry, groups: avoided ? maskOf(avoided.groups) : 0, customWords: own, supportedBy: [entryKey(entry)] });
        continue;
      }
    }
    unchecked.push({ label: entry, list: 'diet' });
  }

  const custom = compileCustomWords(customWords);
  const checksByGroup = GROUP_IDS.map((_, bit) => checks.flatMap((check, index) => ((check.groups >>> bit) & 1 ? [index] : [])));
  return {
    checksByGroup,
    visits: new Int32Array(checks.length),
    checks,
    customTable: custom.table,
    vocabulary: custom.vocabulary,
    unchecked,
    hasRestrictions: allergies.length + diets.length > 0,
  };
}
