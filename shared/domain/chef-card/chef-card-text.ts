import { ALLERGY_SEVERITIES, type AllergySeverity } from '../allergy-severity';
import { presetFor } from '../dietary-presets';
import type { Language } from '../../i18n/languages';
import { KITCHEN_SENTENCES } from './kitchen-sentences';

/**
 * The chef card's wording rule (product-rules §17.2): a list of people, each with allergies (with severity)
 * and diets, becomes the card's text in one language. The user's own card is one person without a name;
 * a table's diner profiles pass one person each, named. Pure: the page only renders what this returns.
 */
export interface ChefCardPerson {
  /** Absent for the user's own card ("me"); a diner's name otherwise ("Anna"). */
  name?: string;
  allergies: readonly { entry: string; severity: AllergySeverity }[];
  diets: readonly string[];
}

/**
 * A language's names of the allergens and diets: the web's `scan.categories` and `scan.diets` of that
 * language's search.json, the one translation the app has of each (a preset is named by its id).
 */
export interface RestrictionNameTable {
  categories: Readonly<Record<string, string>>;
  diets: Readonly<Record<string, string>>;
}

export interface ChefCardAllergyLine {
  name: string;
  severity: AllergySeverity;
  severityLabel: string;
}

export interface ChefCardPersonText {
  name?: string;
  /** Shown above the person: the diner's name, or "Me" in the language when the card speaks for several people. */
  heading?: string;
  allergies: ChefCardAllergyLine[];
  diets: string[];
  /** The requests to the kitchen: the most serious first, then the diets. */
  requests: string[];
}

export interface ChefCardText {
  language: Language;
  title: string;
  allergiesHeading: string;
  dietsHeading: string;
  /** The user's heading in this language ("Me"), also naming them beside a flagged dish. */
  meHeading: string;
  /** The flagged dishes' heading and their "AI-estimated" note, in this language (product-rules §17.4). */
  dishesHeading: string;
  dishesNote: string;
  people: ChefCardPersonText[];
  thanks: string;
}

/** Most serious first: the kitchen reads the dangerous ones before the rest. */
const SEVERITY_ORDER: readonly AllergySeverity[] = [...ALLERGY_SEVERITIES];

/** An allergy entry in the language: a preset by the table's name, the user's own words as typed. */
export function allergyName(entry: string, names: RestrictionNameTable): string {
  const preset = presetFor('allergy', entry);
  return (preset && names.categories[preset.id]) || entry;
}

/** A diet entry in the language: a preset by the table's name, the user's own words as typed. */
export function dietName(entry: string, names: RestrictionNameTable): string {
  const preset = presetFor('dietary', entry);
  return (preset && names.diets[preset.id]) || entry;
}

function joined(language: Language, items: readonly string[], type: 'conjunction' | 'disjunction'): string {
  return new Intl.ListFormat(language, { type, style: 'long' }).format(items);
}

function personText(person: ChefCardPerson, language: Language, names: RestrictionNameTable): ChefCardPersonText {
  const sentences = KITCHEN_SENTENCES[language];
  const requestsFor = person.name ? sentences.named : sentences.me;
  const name = person.name ?? '';
  const allergies = SEVERITY_ORDER.flatMap((severity) =>
    person.allergies
      .filter((allergy) => allergy.severity === severity)
      .map((allergy) => ({ name: allergyName(allergy.entry, names), severity, severityLabel: sentences.severity[severity] })),
  );
  const diets = person.diets.map((diet) => dietName(diet, names));
  const requests: string[] = [];
  for (const severity of SEVERITY_ORDER) {
    const items = allergies.filter((allergy) => allergy.severity === severity).map((allergy) => allergy.name);
    if (items.length === 0) continue;
    requests.push(requestsFor[severity]({ or: joined(language, items, 'disjunction'), and: joined(language, items, 'conjunction'), name }));
  }
  if (diets.length > 0) requests.push(requestsFor.diet({ or: joined(language, diets, 'disjunction'), and: joined(language, diets, 'conjunction'), name }));
  return { ...(person.name ? { name: person.name } : {}), allergies, diets, requests };
}

/**
 * The card in one language; people with nothing to tell the kitchen are left out. Each named person is
 * headed by their name; the user ("me") by "Me" in the language once the card speaks for several people.
 */
export function chefCardText(people: readonly ChefCardPerson[], language: Language, names: RestrictionNameTable): ChefCardText {
  const sentences = KITCHEN_SENTENCES[language];
  const told = people.filter((person) => person.allergies.length > 0 || person.diets.length > 0);
  const several = told.length > 1;
  return {
    language,
    title: sentences.title,
    allergiesHeading: sentences.allergiesHeading,
    dietsHeading: sentences.dietsHeading,
    meHeading: sentences.meHeading,
    dishesHeading: sentences.dishesHeading,
    dishesNote: sentences.dishesNote,
    people: told.map((person) => {
      const text = personText(person, language, names);
      const heading = person.name ?? (several ? sentences.meHeading : undefined);
      return heading ? { ...text, heading } : text;
    }),
    thanks: sentences.thanks,
  };
}
