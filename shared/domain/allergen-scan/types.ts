/**
 * The scan's input and result. The result carries the spec's fields (product-rules §11, "Allergen
 * scan result") with each user-visible text as a stable code plus parameters, so the web can
 * translate it; english.ts renders the spec's English wording. It adds `evidence`, `limited` and
 * `notes` so a result never claims more than the text it was based on.
 */
import type { AllergySeverity, AllergySeverities } from '../allergy-severity';

/** The user's lists as stored in the profile or built by the search form. */
export interface ScanPreferences {
  readonly allergies?: readonly string[];
  readonly dietaryPreferences?: readonly string[];
  /** Each allergy's severity by entry (product-rules §11.4); an entry not named is an `allergy`. */
  readonly allergySeverities?: AllergySeverities;
}

/** A dish: its name and whatever text describes it. */
export interface MenuItemText {
  readonly name?: string;
  readonly description?: string;
  readonly ingredients?: string | readonly string[];
}

/**
 * Everything the scan reads about one restaurant. The search code fills it from the spec's
 * Restaurant shape (name, cuisineType, allergyInfo, dietaryOptions, pros, cons) plus whatever the
 * provider has (an editorial summary, menu text, menu items). The address is never scanned.
 */
export interface AllergenScanInput {
  readonly name?: string;
  readonly cuisineType?: string | readonly string[];
  /** Editorial summary or description. */
  readonly description?: string;
  readonly allergyInfo?: string | readonly string[];
  /**
   * Diets the source states it caters for, as structured data (OpenStreetMap `diet:vegan=yes|only`,
   * Google's vegetarian flag). Scanned as text, and a diet listed here (its name or an equivalent)
   * is evidence for that diet ("Supports Vegan"), never for an allergy.
   */
  readonly dietaryOptions?: readonly string[];
  /**
   * The diets of `dietaryOptions` that cover every dish (OpenStreetMap `diet:vegan=only`): no word
   * of the text conflicts with them ("cheese" at a vegan-only place is vegan cheese): "Only Vegan dishes".
   */
  readonly dietaryOnly?: readonly string[];
  readonly pros?: readonly string[];
  readonly cons?: readonly string[];
  readonly menuText?: string;
  readonly menuItems?: readonly MenuItemText[];
}

export type RiskLevel = 'safe' | 'caution' | 'danger';

/** How much readable text the scan had: none, limited (under EVIDENCE_AMPLE_WORDS words), ample. */
export type EvidenceLevel = 'none' | 'limited' | 'ample';

export interface ScanEvidence {
  readonly level: EvidenceLevel;
  /** Readable words across all scanned fields. */
  readonly words: number;
  /** Menu items scanned. */
  readonly menuItems: number;
}

/**
 * What a quoted word is, so a warning can say it in the user's language ("pizza (a dish)", "seafood
 * (the place's cuisine)"). Where the place's data said it decides first: `placeName` (the name),
 * `cuisine` (a cuisine value), `dietTag` (the source's diet tags); elsewhere the word list that
 * found it: `ingredient` (an allergen or diet word: "peanut", "lactose-free", "harina de almendra"),
 * `dish` (a dish whose usual recipe has it: "pizza", "pad thai", "親子丼"), `sauce` (a sauce, dressing
 * or condiment: "oyster sauce", "hollandaise", "醤油"), `custom` (the user's own word: "kiwi").
 */
export type TermKind = 'ingredient' | 'dish' | 'sauce' | 'custom' | 'placeName' | 'cuisine' | 'dietTag';

/** "Contains Peanuts: peanut butter" (danger). */
export interface AllergenWarning {
  readonly kind: 'allergen';
  /** Category id ('peanuts', 'treeNuts', 'gluten', 'nuts', ...) or 'custom' for the user's own word. */
  readonly category: string;
  /** English category name, or the user's own entry for 'custom'. */
  readonly label: string;
  /** The words as the text has them, lowercased, each once, in order of appearance. */
  readonly terms: readonly string[];
  /**
   * What each word of `terms` is (same length and order). Always set by the scan; absent only in
   * copies stored before it existed (a saved restaurant).
   */
  readonly termKinds?: readonly TermKind[];
  /** The allergy's severity when it is not a plain `allergy` (product-rules §11.4); absent: `allergy`. */
  readonly severity?: Exclude<AllergySeverity, 'allergy'>;
}

/** "May contain Peanuts: pad thai": a dish that usually has it (caution). */
export interface AllergenPossibleWarning {
  readonly kind: 'allergenPossible';
  readonly category: string;
  readonly label: string;
  readonly terms: readonly string[];
  /** What each word of `terms` is (see AllergenWarning). */
  readonly termKinds?: readonly TermKind[];
  /** See AllergenWarning. */
  readonly severity?: Exclude<AllergySeverity, 'allergy'>;
}

/** "Mentions Peanuts as absent: no peanuts": worth checking, not proof either way (caution). */
export interface AllergenNegatedWarning {
  readonly kind: 'allergenNegated';
  readonly category: string;
  readonly label: string;
  readonly terms: readonly string[];
  /** What each word of `terms` is (see AllergenWarning). */
  readonly termKinds?: readonly TermKind[];
  /** See AllergenWarning. */
  readonly severity?: Exclude<AllergySeverity, 'allergy'>;
}

/** "May conflict with Vegan: honey" (caution). */
export interface DietWarning {
  readonly kind: 'diet';
  /** Diet id ('vegan', 'glutenFree', ...), 'avoid' for an entry such as "No pork". */
  readonly diet: string;
  readonly label: string;
  readonly terms: readonly string[];
  /** What each word of `terms` is (see AllergenWarning). */
  readonly termKinds?: readonly TermKind[];
}

export type AllergenScanWarning = AllergenWarning | AllergenPossibleWarning | AllergenNegatedWarning;

/** "Supports Vegan" ("Only Vegan dishes" with `only`: the place serves nothing else) or "No dietary restrictions specified". */
export type SafeOption =
  | { readonly kind: 'supportsDiet'; readonly diet: string; readonly label: string; readonly only?: true }
  | { readonly kind: 'noRestrictions' };

/** A restriction the note names: the check's id (category, diet, 'custom', 'avoid') and label. */
export interface ScanCheckRef {
  readonly id: string;
  readonly label: string;
  readonly list: 'allergy' | 'diet';
  /** An allergy's severity when it is not a plain `allergy` (product-rules §11.4). */
  readonly severity?: Exclude<AllergySeverity, 'allergy'>;
}

/** An ingredient a cuisine commonly uses: its id (translated by the web) and English name. */
export interface CuisineIngredientRef {
  readonly id: string;
  readonly label: string;
}

/** What limits the assessment; the card shows these next to the badge. */
export type ScanNote =
  /**
   * What kitchens of the place's cuisine (its cuisine values, never a review's word) commonly use,
   * for restrictions the text gave no warning for: "Thai kitchens often use peanuts, shrimp paste:
   * ask about Peanuts, Shellfish". Knowledge about the cuisine, not a finding: makes the result caution.
   */
  | {
      readonly kind: 'cuisineKnowledge';
      /** Cuisine id (shared/domain/cuisines.ts) and its English name. */
      readonly cuisine: string;
      readonly label: string;
      /** The ingredients behind the restrictions named, in the cuisine's order. */
      readonly ingredients: readonly CuisineIngredientRef[];
      readonly checks: readonly ScanCheckRef[];
    }
  /**
   * Too little to check these restrictions (no ample text, no diet tag of the source for them):
   * "Not enough information to check: ask the restaurant" (`all`: every restriction of the user),
   * else "Not enough information to check Peanuts: ask the restaurant". Makes the result caution.
   */
  | { readonly kind: 'notEnoughInformation'; readonly all: boolean; readonly checks: readonly ScanCheckRef[] }
  /** An entry the scan cannot check ("Paleo", a word in a script it does not read). Makes the result caution. */
  | { readonly kind: 'unchecked'; readonly label: string; readonly list: 'allergy' | 'diet'; readonly severity?: Exclude<AllergySeverity, 'allergy'> };

export type ScanMessage = AllergenScanWarning | DietWarning | SafeOption | ScanNote;

export interface AllergenScanResult {
  /** riskLevel is 'safe' (spec): only with enough evidence for every restriction (`limited` is then false). */
  readonly isSafe: boolean;
  /**
   * danger: an allergen is mentioned; caution: a possible allergen, a diet conflict, the cuisine's
   * common ingredients, or not enough information to check a restriction; else safe. danger > caution > safe.
   */
  readonly riskLevel: RiskLevel;
  readonly allergenWarnings: readonly AllergenScanWarning[];
  readonly dietaryWarnings: readonly DietWarning[];
  readonly safeOptions: readonly SafeOption[];
  /** Some menu item with a description or ingredients has nothing that conflicts. */
  readonly hasSafeMenuItems: boolean;
  readonly evidence: ScanEvidence;
  /**
   * The user has restrictions and some cannot be checked: too little evidence (no ample text, no
   * diet tag for that diet) or an entry the scan cannot read. Never true of a 'safe' result.
   */
  readonly limited: boolean;
  readonly notes: readonly ScanNote[];
  /**
   * Set when the result is 'danger' only because of a severe allergy (product-rules §11.4): a "may
   * contain", the cuisine's common ingredients or too little information about it, no "Contains".
   */
  readonly raisedBySeverity?: true;
}
