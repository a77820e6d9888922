import { CUISINES, type Cuisine, cuisinesForWord, isCuisine, normalizeCuisineWord, splitCuisineValue } from '../../../../shared/domain/cuisines';

/**
 * What a generated menu is drawn from (product-rules §8.1, the estimated menu): everything known
 * about the place, read the same way by both generators. Its cuisines come from its cuisine ids,
 * then all of its source cuisine words (OpenStreetMap `asian;thai` gives Thai and pan-Asian), then
 * the words of its name ("Sushi Zen", "Pho 75", "Vegan Pizza House"). A diet the place states
 * (`diet:vegan=yes|only`) or that its name or cuisine words say ("vegan", "vegetarian") makes
 * every dish fit it; a stated vegetarian option (`diet:vegetarian=yes`) makes at least half of
 * the dishes vegetarian. No cuisine at all: the menu says so (`cuisineKnown: false`).
 */
export const MENU_ONLY_CUISINES = [
  'malaysian',
  'indonesian',
  'filipino',
  'pan-asian',
  'ethiopian',
  'caribbean',
  'peruvian',
  'brunch',
  'vegan',
  'vegetarian',
] as const;
/** The search's cuisines, the menu-only ones, and `general` for a place whose cuisine is unknown. */
export type MenuCuisine = Cuisine | (typeof MENU_ONLY_CUISINES)[number] | 'general';
export const MENU_CUISINES: readonly MenuCuisine[] = [...CUISINES, ...MENU_ONLY_CUISINES, 'general'];

export type MenuDiet = 'vegan' | 'vegetarian';

export interface MenuBasis {
  /** Main first; empty when nothing about the place names a cuisine. */
  cuisines: MenuCuisine[];
  /** Every dish fits this diet. */
  onlyDiet?: MenuDiet;
  /** At least half of the dishes fit this diet. */
  leanDiet?: MenuDiet;
}

export interface MenuPlaceFacts {
  restaurantName: string;
  /** Our cuisine ids, main first. */
  cuisines: readonly string[];
  /** The source's own cuisine words ("asian", "thai", "fried chicken"). */
  cuisineWords: readonly string[];
  /** Diets the source says the place caters for ("Vegan", "Vegetarian"). */
  dietaryOptions: readonly string[];
}

/** Words (normalised) the search's cuisine list has no id for, and the diets words name. */
const MENU_WORDS: Readonly<Record<string, MenuCuisine | MenuDiet>> = {
  malaysian: 'malaysian',
  malay: 'malaysian',
  nyonya: 'malaysian',
  peranakan: 'malaysian',
  laksa: 'malaysian',
  satay: 'malaysian',
  mamak: 'malaysian',
  indonesian: 'indonesian',
  balinese: 'indonesian',
  javanese: 'indonesian',
  padang: 'indonesian',
  filipino: 'filipino',
  philippine: 'filipino',
  pinoy: 'filipino',
  asian: 'pan-asian',
  pan_asian: 'pan-asian',
  panasian: 'pan-asian',
  asian_fusion: 'pan-asian',
  oriental: 'pan-asian',
  noodle: 'pan-asian',
  noodles: 'pan-asian',
  ethiopian: 'ethiopian',
  eritrean: 'ethiopian',
  habesha: 'ethiopian',
  caribbean: 'caribbean',
  jamaican: 'caribbean',
  trinidadian: 'caribbean',
  haitian: 'caribbean',
  cuban: 'caribbean',
  puerto_rican: 'caribbean',
  dominican: 'caribbean',
  west_indian: 'caribbean',
  peruvian: 'peruvian',
  ceviche: 'peruvian',
  cevicheria: 'peruvian',
  nikkei: 'peruvian',
  brunch: 'brunch',
  breakfast: 'brunch',
  vegan: 'vegan',
  plant_based: 'vegan',
  vegetarian: 'vegetarian',
  veggie: 'vegetarian',
};

const DIET_WORDS: ReadonlySet<string> = new Set<MenuDiet>(['vegan', 'vegetarian']);

export function menuBasis(place: MenuPlaceFacts): MenuBasis {
  const cuisines: MenuCuisine[] = place.cuisines.filter(isCuisine);
  const diets = new Set<MenuDiet>();
  const read = (word: string) => {
    const known = MENU_WORDS[word];
    if (known && DIET_WORDS.has(known)) diets.add(known as MenuDiet);
    else if (known) cuisines.push(known as MenuCuisine);
    else cuisines.push(...(cuisinesForWord(word) ?? []));
  };
  for (const value of place.cuisineWords) for (const word of splitCuisineValue(plain(value))) read(word);
  for (const word of nameWords(place.restaurantName)) read(word);
  const stated = new Set(place.dietaryOptions.map((diet) => diet.trim().toLowerCase()));
  const onlyDiet: MenuDiet | undefined = diets.has('vegan') || stated.has('vegan') ? 'vegan' : diets.has('vegetarian') ? 'vegetarian' : undefined;
  const leanDiet: MenuDiet | undefined = !onlyDiet && stated.has('vegetarian') ? 'vegetarian' : undefined;
  return {
    cuisines: [...new Set(cuisines)],
    ...(onlyDiet ? { onlyDiet } : {}),
    ...(leanDiet ? { leanDiet } : {}),
  };
}

/** Lowercase, without accents ("Café" → "cafe"). */
function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The name's words one by one and joined in pairs ("Pan Asian Kitchen" → pan, asian, kitchen, pan_asian, asian_kitchen). */
function nameWords(name: string): string[] {
  const words = plain(name)
    .split(/[^\p{L}]+/u)
    .map(normalizeCuisineWord)
    .filter(Boolean);
  return [...words, ...words.slice(1).map((word, i) => `${words[i]}_${word}`)];
}
