import { ALLERGY_CATEGORIES } from '../categories';
import { compileScanProfile } from '../resolve-preferences';
import { scanText } from '../scan';
import { DISH_LINES, type DishLine, type HeldOutCategory, type HeldOutLanguage } from './dish-lines';
import { FRESH_LINES } from './fresh-lines';
import { THIRD_LINES } from './third-lines';

/**
 * Scores the scan against the held-out dish lines (dish-lines.ts): each line is scanned alone with
 * every category the list speaks of as an allergy, and Vegan as a diet (the pseudo-category `vegan`).
 * `npx tsx tests/bench/held-out-dish-lines.ts` prints the table (add `--lines` for every miss and
 * false flag, `--fresh` for the second list, `--third` for the third).
 */

const CATEGORIES: readonly Exclude<HeldOutCategory, 'vegan'>[] = ['peanuts', 'treeNuts', 'milk', 'eggs', 'fish', 'shellfish', 'gluten', 'soy', 'sesame', 'mustard', 'celery'];
const LABELS = CATEGORIES.map((id) => ALLERGY_CATEGORIES.find((c) => c.id === id)!.label);

export interface LineResult {
  readonly line: DishLine;
  /** Category → 'contains' | 'may' (the scan's "Contains" or "May contain"). */
  readonly flagged: ReadonlyMap<string, 'contains' | 'may'>;
  readonly missed: readonly HeldOutCategory[];
  readonly falseFlags: readonly HeldOutCategory[];
  /** A `usually` category the scan said "Contains" with no word that names it (overstated). */
  readonly overstated: readonly HeldOutCategory[];
}

export interface Figures {
  readonly lines: number;
  readonly expected: number;
  readonly found: number;
  /** found / expected. */
  readonly recall: number;
  readonly falseFlags: number;
  /** Lines with an absence claim that have a miss or a false flag. */
  readonly absenceErrors: number;
  readonly absenceLines: number;
  readonly overstated: number;
}

export function scoreLine(line: DishLine, profile = defaultProfile()): LineResult {
  const result = scanText(line.text, profile);
  const flagged = new Map<string, 'contains' | 'may'>();
  for (const w of result.allergenWarnings) {
    if (w.kind === 'allergen') flagged.set(w.category, 'contains');
    else if (w.kind === 'allergenPossible') flagged.set(w.category, 'may');
  }
  for (const w of result.dietaryWarnings) if (w.diet === 'vegan') flagged.set('vegan', 'contains');
  const wanted = [...(line.contains ?? []), ...(line.usually ?? [])];
  return {
    line,
    flagged,
    missed: wanted.filter((c) => !flagged.has(c)),
    falseFlags: (line.not ?? []).filter((c) => flagged.has(c)),
    overstated: (line.usually ?? []).filter((c) => flagged.get(c) === 'contains' && !(line.contains ?? []).includes(c)),
  };
}

let profile: ReturnType<typeof compileScanProfile> | undefined;
function defaultProfile() {
  profile ??= compileScanProfile({ allergies: LABELS, dietaryPreferences: ['Vegan'] });
  return profile;
}

export function figuresOf(results: readonly LineResult[]): Figures {
  let expected = 0;
  let found = 0;
  let falseFlags = 0;
  let absenceErrors = 0;
  let absenceLines = 0;
  let overstated = 0;
  for (const r of results) {
    const wanted = (r.line.contains?.length ?? 0) + (r.line.usually?.length ?? 0);
    expected += wanted;
    found += wanted - r.missed.length;
    falseFlags += r.falseFlags.length;
    overstated += r.overstated.length;
    if (r.line.absence) {
      absenceLines++;
      if (r.missed.length > 0 || r.falseFlags.length > 0) absenceErrors++;
    }
  }
  return { lines: results.length, expected, found, recall: expected ? found / expected : 1, falseFlags, absenceErrors, absenceLines, overstated };
}

export function measure(lines: readonly DishLine[] = DISH_LINES): { all: Figures; byLanguage: Map<HeldOutLanguage, Figures>; results: LineResult[] } {
  const results = lines.map((line) => scoreLine(line));
  const byLanguage = new Map<HeldOutLanguage, Figures>();
  for (const lang of new Set(lines.map((l) => l.lang))) byLanguage.set(lang, figuresOf(results.filter((r) => r.line.lang === lang)));
  return { all: figuresOf(results), byLanguage, results };
}

function row(name: string, f: Figures): string {
  return `| ${name} | ${f.lines} | ${f.found}/${f.expected} (${(f.recall * 100).toFixed(1)}%) | ${f.falseFlags} | ${f.absenceErrors}/${f.absenceLines} | ${f.overstated} |`;
}

/** The figures as a Markdown table (per language, then all), and with `lines` every miss and false flag. */
export function report(lines: readonly DishLine[], withLines = false): string {
  const { all, byLanguage, results } = measure(lines);
  const out = ['| language | lines | allergens found (recall) | false flags | absence-claim errors | overstated |', '|---|---|---|---|---|---|'];
  for (const [lang, f] of byLanguage) out.push(row(lang, f));
  out.push(row('all', all));
  if (withLines) {
    for (const r of results) {
      if (!r.missed.length && !r.falseFlags.length && !r.overstated.length) continue;
      const flags = [...r.flagged].map(([c, k]) => `${c}:${k}`).join(' ');
      out.push(`${r.line.lang} ${r.line.text} | missed ${r.missed.join(',') || '-'} | false ${r.falseFlags.join(',') || '-'} | overstated ${r.overstated.join(',') || '-'} | flagged ${flags}`);
    }
  }
  return out.join('\n');
}

export { DISH_LINES, FRESH_LINES, THIRD_LINES };
