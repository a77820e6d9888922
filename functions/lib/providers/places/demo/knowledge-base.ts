import { readFileSync } from 'node:fs';
import { CUISINES, type Cuisine, isCuisine } from '../../../../../shared/domain/cuisines';

/**
 * The demo data's knowledge base (knowledge-base.json beside this file): invented names, streets,
 * dishes with real ingredient words, diets, hours and review lines per cuisine. It is data, read at
 * run time, so it never weighs on a Lambda bundle (only the local runtime uses the embedded adapter).
 */
export interface DemoDish {
  name: string;
  description: string;
  emoji: string;
}

export interface DemoCuisine {
  /** Chance (0 to 1) that a demo cell has a place of this cuisine. */
  weight: number;
  /** Other cuisines such a place also counts as (a pizzeria is Italian too). */
  also?: Cuisine[];
  /** Weights of $, $$, $$$, $$$$. */
  prices: [number, number, number, number];
  hours: string;
  /** Name patterns with `{a}`, filled from `a`. */
  names: string[];
  a: string[];
  /** Description patterns with `{d1}` and `{d2}`, filled with dish names. */
  descriptions: string[];
  dishes: DemoDish[];
  /** Diet → chance that a place offers it. */
  diets: Record<string, number>;
}

export interface DemoKnowledgeBase {
  streets: string[];
  reviewers: string[];
  reviews: { high: string[]; mid: string[]; low: string[] };
  /** Opening hours in OpenStreetMap's syntax ("Mo-Fr 11:00-22:00; Su off"): the web words them in the user's language. */
  hours: Record<string, string>;
  cuisines: Record<Cuisine, DemoCuisine>;
}

let cached: DemoKnowledgeBase | undefined;

export function demoKnowledgeBase(): DemoKnowledgeBase {
  cached ??= checked(JSON.parse(readFileSync(new URL('./knowledge-base.json', import.meta.url), 'utf8')) as DemoKnowledgeBase);
  return cached;
}

/** Fails loudly on a broken edit of the JSON rather than generating odd places. */
export function checked(kb: DemoKnowledgeBase): DemoKnowledgeBase {
  for (const cuisine of CUISINES) {
    const c = kb.cuisines[cuisine];
    if (!c) throw new Error(`Demo knowledge base: no entry for ${cuisine}.`);
    const problems = [
      !(c.weight > 0 && c.weight <= 1) && 'weight',
      c.prices?.length !== 4 && 'prices',
      !kb.hours[c.hours] && `hours "${c.hours}"`,
      !(c.names.length && c.a.length && c.descriptions.length) && 'names/descriptions',
      c.dishes.length < 4 && 'at least 4 dishes',
      (c.also ?? []).some((x) => !isCuisine(x)) && 'also',
    ].filter(Boolean);
    if (problems.length) throw new Error(`Demo knowledge base, ${cuisine}: check ${problems.join(', ')}.`);
  }
  return kb;
}
