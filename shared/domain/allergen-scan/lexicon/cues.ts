import { ANIMAL_MASK, FLESH_MASK, maskOf } from '../groups';

/**
 * Words around a trigger that change what it means. Written naturally; folded when compiled.
 *
 * - Claims say the food is absent and are not ingredients: "peanut-free", "gluten free",
 *   "free from milk and eggs", "non-dairy". A claimed trigger gives no warning.
 * - Negations say it is absent in a way that often means "on request" or "this dish only":
 *   "no peanuts", "without dairy", "sans gluten", "hold the cheese". For an allergy that is worth a
 *   Check Menu (caution), never a High Risk; for a diet it gives no warning.
 * - Modifiers in front of one trigger rule some groups out of that trigger only: "vegan cheese" is
 *   not milk, "vegetarian sausage" is not meat, "halal gelatin" is not pork. A claim does the same
 *   for the word right after it: "gluten-free bread" is not gluten, "dairy-free cheese" is not milk.
 */

/** After a trigger: "peanut-free", "gluten free", "glutenfrei" is one word and never matches. */
export const POSTFIX_CLAIMS: readonly string[] = ['free', 'frei', 'freie', 'freier', 'freies', 'freien', 'freiem', 'フリー', '不使用', '프리'];

/** May stand between a claim and the food it describes: ja "グルテンフリーのパン", zh "无麸质的面包". */
export const CLAIM_CONNECTORS: readonly string[] = ['の', '的'];

/** Before a trigger. `chains`: the claim carries on through a list ("free from gluten, milk and eggs"). */
export const PREFIX_CLAIMS: readonly { readonly cue: string; readonly chains: boolean }[] = [
  { cue: 'free from', chains: true },
  { cue: 'free of', chains: true },
  { cue: 'non', chains: false },
  { cue: 'frei von', chains: true },
  { cue: 'libre de', chains: true },
  { cue: 'exempt de', chains: true },
  { cue: 'privo di', chains: true },
  { cue: 'priva di', chains: true },
  { cue: 'isento de', chains: true },
  { cue: 'livre de', chains: true },
  // zh/ja "无麸质", "無添加", ko "무글루텐", ja "ノンアルコール", ko "논알코올"
  { cue: '无', chains: true },
  { cue: '無', chains: true },
  { cue: '무', chains: false },
  { cue: 'ノン', chains: false },
  { cue: '논', chains: false },
];

export const NEGATIONS: readonly string[] = [
  'no', 'not', 'without', 'hold the', 'zero', 'sans', 'senza', 'sin', 'ohne', 'kein', 'keine', 'keinen', 'sem',
  // zh "不含花生" (does not contain), "不加", "没有"
  '不含', '不加', '没有', '沒有',
];

/** May stand between a negation and its trigger: "no added sugar", "does not contain any nuts". */
export const NEGATION_FILLERS: readonly string[] = [
  'added', 'any', 'contain', 'contains', 'containing', 'include', 'includes', 'use', 'uses', 'using', 'real',
  'contiene', 'contienen', 'contient', 'contengono', 'aggiunto', 'aggiunta', 'aggiunti', 'añadido', 'ajouté', 'ajoutés',
];

/** Keep a claim or negation going through a list. */
export const LIST_JOINERS: readonly string[] = ['and', 'or', 'nor', 'et', 'ou', 'und', 'oder', 'y', 'o', 'e', 'ni', 'né'];

/** "with or without dairy" still has dairy. */
export const NEGATION_BREAKERS: readonly string[] = ['with or'];

/** A word right before a trigger that rules groups out of that trigger. */
export const MODIFIERS: readonly { readonly cue: string; readonly mask: number }[] = [
  ...['vegan', 'vegane', 'veganer', 'veganes', 'végane', 'végétalien', 'végétalienne', 'vegano', 'vegana', 'vegani', 'plant based'].map((cue) => ({ cue, mask: ANIMAL_MASK })),
  ...['vegetarian', 'veggie', 'meatless', 'meat free', 'mock', 'faux', 'végétarien', 'végétarienne', 'vegetariano', 'vegetariana', 'vegetarisch', 'vegetarische', 'vegetarischer', 'vegetarisches'].map((cue) => ({ cue, mask: FLESH_MASK })),
  { cue: 'eggless', mask: maskOf(['eggs']) },
  { cue: 'halal', mask: maskOf(['pork', 'alcohol']) },
  { cue: 'kosher', mask: maskOf(['pork', 'nonKosher', 'meatWithDairy']) },
];

/**
 * "lactose-free milk" is still milk: these claims rule nothing out of the next word, and the claim
 * itself says the food is made of milk ("May contain Milk: lactose-free"; apply-cues.ts), in every
 * language: "sin lactosa", "senza lattosio", "laktosefrei", "乳糖不使用", "无乳糖", "락토프리".
 */
export const NON_NEUTRALIZING_CLAIMS: readonly string[] = ['lactose', 'laktose', 'lactosa', 'lattosio', 'lactose reduced', '乳糖', 'ラクトース', '락토스', '락토'];

/**
 * Triggers that name the source itself: no modifier or claim in front removes them
 * ("gluten-free wheat starch" still has wheat; "vegan whey" does not exist).
 */
export const SPECIFIC_TERMS: readonly string[] = [
  'wheat', 'wheat starch', 'wheat flour', 'barley', 'rye', 'spelt', 'kamut', 'durum', 'einkorn', 'emmer', 'triticale', 'semolina',
  'blé', 'weizen', 'weizenstärke', 'trigo', 'frumento', 'grano', 'orge', 'seigle', 'gerste', 'roggen', 'cebada', 'centeno', 'orzo', 'segale',
  'casein', 'caseinate', 'whey', 'lactose', 'lactalbumin', 'lactoglobulin', 'albumin', 'ovalbumin', 'lysozyme',
  'peanut', 'almond', 'walnut', 'cashew', 'pecan', 'pistachio', 'hazelnut', 'macadamia', 'sesame', 'soy', 'soya', 'soybean',
];
