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
export const POSTFIX_CLAIMS: readonly string[] = [
  'free', 'frei', 'freie', 'freier', 'freies', 'freien', 'freiem', 'フリー', '不使用', '프리',
  // ko "not used", "none added", "not included" (as 不使用)
  '미사용', '무첨가', '불포함', '미포함',
];

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

/** Diet words in every gender and number of the nine languages (a modifier before or after the noun). */
const VEGAN_WORDS = ['vegan', 'vegane', 'veganen', 'veganem', 'veganer', 'veganes', 'végane', 'véganes', 'végétalien', 'végétalienne', 'végétaliens', 'végétaliennes', 'vegano', 'vegana', 'veganos', 'veganas', 'vegani'];
const VEGETARIAN_WORDS = [
  'vegetarian', 'veggie', 'végétarien', 'végétarienne', 'végétariens', 'végétariennes', 'vegetariano', 'vegetariana', 'vegetarianos', 'vegetarianas', 'vegetariani', 'vegetariane',
  'vegetarisch', 'vegetarische', 'vegetarischen', 'vegetarischem', 'vegetarischer', 'vegetarisches',
];

/** A word right before a trigger that rules groups out of that trigger. */
export const MODIFIERS: readonly { readonly cue: string; readonly mask: number }[] = [
  ...[...VEGAN_WORDS, 'plant based'].map((cue) => ({ cue, mask: ANIMAL_MASK })),
  ...[...VEGETARIAN_WORDS, 'meatless', 'meat free', 'mock', 'faux'].map((cue) => ({ cue, mask: FLESH_MASK })),
  { cue: 'eggless', mask: maskOf(['eggs']) },
  { cue: 'halal', mask: maskOf(['pork', 'alcohol']) },
  { cue: 'kosher', mask: maskOf(['pork', 'nonKosher', 'meatWithDairy']) },
];

/**
 * The diet words that also describe the noun before them, as French, Spanish, Italian and Portuguese
 * write it and German menus do ("pizza vegana", "burger végétalien", "Pizza vegan"): only right after
 * the noun, never across punctuation ("Pizza, vegan"). Not "mock", "faux" ("faux-filet" is beef).
 */
export const POSTFIX_MODIFIERS: readonly { readonly cue: string; readonly mask: number }[] = [
  ...VEGAN_WORDS.map((cue) => ({ cue, mask: ANIMAL_MASK })),
  ...VEGETARIAN_WORDS.map((cue) => ({ cue, mask: FLESH_MASK })),
  { cue: 'halal', mask: maskOf(['pork', 'alcohol']) },
];

/**
 * "Without", after the food, as Japanese and Korean write it: "卵なし", "卵抜き", "땅콩 없는", "우유 없이".
 * A negation like "no eggs" (Mentions as absent: caution), for the food it follows; like a claim it
 * also rules that food out of the dish it describes ("チャーハン 卵なし", "우유 없이 만든 케이크").
 */
export const POSTFIX_NEGATIONS: readonly string[] = ['なし', '無し', '抜き', 'ぬき', '없는', '없이', '없음', '뺀', '빼고'];

/** Korean particles that may stand between the food and "without" ("땅콩이 없는", "우유를 뺀"). */
export const KOREAN_PARTICLES: readonly string[] = ['이', '가', '은', '는', '을', '를', '도'];

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
