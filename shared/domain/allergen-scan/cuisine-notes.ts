import { type Cuisine, CUISINE_LABELS, cuisinesForValue } from '../cuisines';
import { maskOf } from './groups';
import { CUISINE_KNOWLEDGE, type IngredientId, INGREDIENTS } from './lexicon/cuisine-knowledge';
import type { ScanCheck } from './resolve-preferences';
import type { CuisineIngredientRef, ScanNote } from './types';

type CuisineNote = Extract<ScanNote, { kind: 'cuisineKnowledge' }>;

/**
 * The cuisine-knowledge notes (product-rules §11.2, docs/allergen-scan.md "Cuisine knowledge"):
 * for each of the place's cuisines (every value: `asian;thai`, "Pizza" and "italian"), the user's
 * restrictions its common ingredients touch, with those ingredients as the reason. Only for
 * restrictions the text left open: `open[i]` is false for a check with a warning (the text said
 * more) or a "Supports"/"Only" diet (the place's own tag outranks a guess about its cuisine). A
 * restriction named by one cuisine is not named again by the next; a cuisine naming none gives no note.
 */
export function cuisineNotes(cuisineType: string | readonly string[] | undefined, checks: readonly ScanCheck[], open: readonly boolean[]): CuisineNote[] {
  const notes: CuisineNote[] = [];
  if (!cuisineType || !open.includes(true)) return notes;
  const named = new Set<number>();
  for (const cuisine of cuisinesOf(cuisineType)) {
    const ingredients: CuisineIngredientRef[] = [];
    const refs: CuisineNote['checks'][number][] = [];
    for (const id of CUISINE_KNOWLEDGE[cuisine]) {
      const mask = ingredientMask(id);
      let touches = false;
      for (let index = 0; index < checks.length; index++) {
        const check = checks[index]!;
        if (!open[index] || (check.groups & mask) === 0) continue;
        touches = true;
        if (!named.has(index)) {
          named.add(index);
          refs.push(check.ref);
        }
      }
      if (touches) ingredients.push({ id, label: INGREDIENTS[id].label });
    }
    // Ingredients of restrictions an earlier cuisine named are not repeated without a new restriction.
    if (refs.length > 0) notes.push({ kind: 'cuisineKnowledge', cuisine, label: CUISINE_LABELS[cuisine], ingredients: onlyFor(ingredients, refs, checks), checks: refs });
  }
  return notes;
}

/** Our cuisines for each value, in order, each once ("Asian;Thai", "Thai" → thai). */
function cuisinesOf(cuisineType: string | readonly string[]): readonly Cuisine[] {
  if (typeof cuisineType === 'string') return cuisinesForValue(cuisineType);
  // A place's frozen input is scanned again for every search that finds it: read its values once.
  let cuisines = cuisinesByList.get(cuisineType);
  if (!cuisines) {
    cuisines = [...new Set(cuisineType.flatMap((value) => cuisinesForValue(value)))];
    if (Object.isFrozen(cuisineType)) cuisinesByList.set(cuisineType, cuisines);
  }
  return cuisines;
}

const cuisinesByList = new WeakMap<readonly string[], readonly Cuisine[]>();

/** The ingredients that touch one of the note's own restrictions. */
function onlyFor(ingredients: CuisineIngredientRef[], refs: readonly CuisineNote['checks'][number][], checks: readonly ScanCheck[]): CuisineIngredientRef[] {
  let mask = 0;
  for (const check of checks) if (refs.includes(check.ref)) mask |= check.groups;
  return ingredients.filter((ingredient) => (ingredientMask(ingredient.id as IngredientId) & mask) !== 0);
}

const masks = new Map<IngredientId, number>();
function ingredientMask(id: IngredientId): number {
  let mask = masks.get(id);
  if (mask === undefined) masks.set(id, (mask = maskOf(INGREDIENTS[id].groups)));
  return mask;
}
