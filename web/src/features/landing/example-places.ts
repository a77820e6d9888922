import type { AllergenScanInput, AllergenScanResult, RiskLevel, ScanMessage, ScanPreferences } from '@shared/domain/allergen-scan';
import { scanLines } from '@/components/scan/scan-lines';

type Scan = (input: AllergenScanInput, preferences: ScanPreferences) => AllergenScanResult;

/**
 * The landing page's example results: made-up places, each scanned by the real scan for a diner's
 * lists, so the badge and the warning are what a search would show. The description (landing.json
 * `example.<id>.description`) is in the interface language, so the words the scan finds, and quotes,
 * are that language's. Names, ratings and prices are illustrations (the section says "Example").
 * The page ships the verdicts precomputed (example-verdicts.data.ts, held to today's scan by
 * example-verdicts.test.ts), so visitors do not download the scan and its word lists.
 */
export interface ExamplePlace {
  id: 'trattoria' | 'greenBowl' | 'ramen' | 'steakhouse';
  place: Omit<AllergenScanInput, 'description'>;
  /** Whether the place has a description (a place known by its name alone has none). */
  described: boolean;
  lists: ScanPreferences;
  rating: string;
  price: string;
  hue: string;
}

export const EXAMPLE_PLACES: readonly ExamplePlace[] = [
  { id: 'trattoria', place: { name: 'Luna Trattoria', cuisineType: ['Italian'] }, described: true, lists: { allergies: ['Milk'] }, rating: '4.6', price: '$$', hue: 'from-amber-200 to-orange-300' },
  {
    id: 'greenBowl',
    place: { name: 'Green Bowl Kitchen', cuisineType: ['Vegan'], dietaryOptions: ['Vegan'], dietaryOnly: ['Vegan'] },
    described: false,
    lists: { dietaryPreferences: ['Vegan'] },
    rating: '4.8',
    price: '$',
    hue: 'from-emerald-200 to-teal-300',
  },
  { id: 'ramen', place: { name: 'Sakura Ramen House', cuisineType: ['Japanese', 'Ramen'] }, described: true, lists: { dietaryPreferences: ['Vegetarian'] }, rating: '4.4', price: '$$', hue: 'from-rose-200 to-pink-300' },
  // Known by its name alone: never a Safe Option, the scan says it cannot check it.
  { id: 'steakhouse', place: { name: 'Ember & Oak Grill', cuisineType: ['Steakhouse'] }, described: false, lists: { allergies: ['Peanuts'] }, rating: '4.5', price: '$$$', hue: 'from-stone-200 to-amber-300' },
];

/** The example of each risk level the landing page's risk section explains. */
export const EXAMPLE_OF_LEVEL = { danger: 'trattoria', caution: 'ramen', safe: 'greenBowl' } as const satisfies Record<string, ExamplePlace['id']>;

/** Scans every example, with its description in the interface language. */
function scanExamples(scan: Scan, description: (id: ExamplePlace['id']) => string): Record<ExamplePlace['id'], AllergenScanResult> {
  const entries = EXAMPLE_PLACES.map((ex) => [ex.id, scan({ ...ex.place, ...(ex.described ? { description: description(ex.id) } : {}) }, ex.lists)] as const);
  return Object.fromEntries(entries) as Record<ExamplePlace['id'], AllergenScanResult>;
}

/** What a card shows of a scan: its badge and its first line (the card's first warning or option). */
export interface ExampleVerdict {
  riskLevel: RiskLevel;
  line?: ScanMessage;
}

export type ExampleVerdicts = Record<ExamplePlace['id'], ExampleVerdict>;

/** The examples' verdicts, as example-verdicts.data.ts stores them for one language. */
export function exampleVerdicts(scan: Scan, description: (id: ExamplePlace['id']) => string): ExampleVerdicts {
  const scans = scanExamples(scan, description);
  const entries = EXAMPLE_PLACES.map((ex) => {
    const [line] = scanLines(scans[ex.id]).lines;
    return [ex.id, { riskLevel: scans[ex.id].riskLevel, ...(line ? { line } : {}) }] as const;
  });
  return Object.fromEntries(entries) as ExampleVerdicts;
}
