/**
 * The cuisines a search can ask for (product-rules §4.1, search form: "Any" plus these 22), their English
 * names, and how free cuisine words from a data source (OpenStreetMap `cuisine=*` values such as
 * "pizza;italian", "Fried_Chicken", "byob,_seafood") map onto them. The web shows the list
 * (translated by id); the places providers use the mapping; both read it from here.
 */
export const CUISINES = [
  'american',
  'italian',
  'chinese',
  'mexican',
  'japanese',
  'indian',
  'thai',
  'french',
  'mediterranean',
  'korean',
  'vietnamese',
  'greek',
  'spanish',
  'middle-eastern',
  'seafood',
  'steakhouse',
  'barbecue',
  'pizza',
  'fast-food',
  'cafe',
  'bakery',
  'dessert',
] as const;

export type Cuisine = (typeof CUISINES)[number];

export const CUISINE_LABELS: Record<Cuisine, string> = {
  american: 'American',
  italian: 'Italian',
  chinese: 'Chinese',
  mexican: 'Mexican',
  japanese: 'Japanese',
  indian: 'Indian',
  thai: 'Thai',
  french: 'French',
  mediterranean: 'Mediterranean',
  korean: 'Korean',
  vietnamese: 'Vietnamese',
  greek: 'Greek',
  spanish: 'Spanish',
  'middle-eastern': 'Middle Eastern',
  seafood: 'Seafood',
  steakhouse: 'Steakhouse',
  barbecue: 'Barbecue',
  pizza: 'Pizza',
  'fast-food': 'Fast Food',
  cafe: 'Cafe',
  bakery: 'Bakery',
  dessert: 'Dessert',
};

const CUISINE_SET: ReadonlySet<string> = new Set(CUISINES);

export function isCuisine(value: unknown): value is Cuisine {
  return typeof value === 'string' && CUISINE_SET.has(value);
}

/**
 * Source cuisine words (normalised: lowercase, words joined by "_") to our cuisines. An empty list
 * marks a word we know and deliberately leave unmapped, so that the word-by-word fallback cannot
 * map it wrongly ("latin_american" is not American). Decisions: South Asian cuisines (Nepalese,
 * Pakistani, Bangladeshi, Sri Lankan) count as Indian, North African and Persian/Turkish/Afghan ones
 * as Middle Eastern, Portuguese as Mediterranean; burgers, fried chicken, hot dogs, kebabs and chips
 * are also Fast Food; sandwiches, delis, breakfast and brunch stay unmapped (their own word shows).
 */
export const SOURCE_CUISINE_MAP: Readonly<Record<string, readonly Cuisine[]>> = {
  // American
  american: ['american'],
  new_american: ['american'],
  regional: [],
  diner: ['american'],
  southern: ['american'],
  soul_food: ['american'],
  cajun: ['american'],
  creole: ['american'],
  comfort_food: ['american'],
  cheesesteak: ['american'],
  wings: ['american'],
  chicken_wings: ['american'],
  burger: ['american', 'fast-food'],
  hamburger: ['american', 'fast-food'],
  fried_chicken: ['american', 'fast-food'],
  hot_dog: ['american', 'fast-food'],
  canadian: ['american'],
  latin_american: [],
  south_american: [],
  // Italian and pizza
  italian: ['italian'],
  pasta: ['italian'],
  italian_pizza: ['italian', 'pizza'],
  sicilian: ['italian'],
  neapolitan: ['italian', 'pizza'],
  pizza: ['pizza'],
  pizzeria: ['pizza'],
  // East and South-East Asian
  chinese: ['chinese'],
  cantonese: ['chinese'],
  sichuan: ['chinese'],
  szechuan: ['chinese'],
  hunan: ['chinese'],
  shanghai: ['chinese'],
  dim_sum: ['chinese'],
  dumpling: ['chinese'],
  hot_pot: ['chinese'],
  hotpot: ['chinese'],
  taiwanese: ['chinese'],
  japanese: ['japanese'],
  sushi: ['japanese'],
  ramen: ['japanese'],
  udon: ['japanese'],
  soba: ['japanese'],
  izakaya: ['japanese'],
  teppanyaki: ['japanese'],
  yakitori: ['japanese'],
  tempura: ['japanese'],
  korean: ['korean'],
  korean_bbq: ['korean', 'barbecue'],
  vietnamese: ['vietnamese'],
  pho: ['vietnamese'],
  banh_mi: ['vietnamese'],
  thai: ['thai'],
  lao_thai: ['thai'],
  asian: [],
  asian_fusion: [],
  // South Asian
  indian: ['indian'],
  north_indian: ['indian'],
  south_indian: ['indian'],
  punjabi: ['indian'],
  curry: ['indian'],
  tandoori: ['indian'],
  biryani: ['indian'],
  balti: ['indian'],
  nepalese: ['indian'],
  nepali: ['indian'],
  pakistani: ['indian'],
  bangladeshi: ['indian'],
  sri_lankan: ['indian'],
  srilankan: ['indian'],
  // Mexican
  mexican: ['mexican'],
  tex_mex: ['mexican'],
  taco: ['mexican'],
  tacos: ['mexican'],
  burrito: ['mexican'],
  // European
  french: ['french'],
  crepe: ['french', 'dessert'],
  crepes: ['french', 'dessert'],
  mediterranean: ['mediterranean'],
  portuguese: ['mediterranean'],
  greek: ['greek'],
  gyro: ['greek'],
  gyros: ['greek'],
  souvlaki: ['greek'],
  spanish: ['spanish'],
  tapas: ['spanish'],
  paella: ['spanish'],
  basque: ['spanish'],
  catalan: ['spanish'],
  // Middle Eastern and North African
  middle_eastern: ['middle-eastern'],
  lebanese: ['middle-eastern'],
  turkish: ['middle-eastern'],
  persian: ['middle-eastern'],
  iranian: ['middle-eastern'],
  arab: ['middle-eastern'],
  arabic: ['middle-eastern'],
  syrian: ['middle-eastern'],
  israeli: ['middle-eastern'],
  palestinian: ['middle-eastern'],
  iraqi: ['middle-eastern'],
  yemeni: ['middle-eastern'],
  egyptian: ['middle-eastern'],
  moroccan: ['middle-eastern'],
  kurdish: ['middle-eastern'],
  afghan: ['middle-eastern'],
  falafel: ['middle-eastern'],
  shawarma: ['middle-eastern'],
  kebab: ['middle-eastern', 'fast-food'],
  // Fish, meat, grill
  seafood: ['seafood'],
  fish: ['seafood'],
  fish_and_chips: ['seafood', 'fast-food'],
  oyster: ['seafood'],
  crab: ['seafood'],
  lobster: ['seafood'],
  poke: ['seafood'],
  steak_house: ['steakhouse'],
  steakhouse: ['steakhouse'],
  steak: ['steakhouse'],
  barbecue: ['barbecue'],
  bbq: ['barbecue'],
  smokehouse: ['barbecue'],
  // Quick food
  fast_food: ['fast-food'],
  chicken: ['fast-food'],
  fries: ['fast-food'],
  chips: ['fast-food'],
  street_food: ['fast-food'],
  sandwich: [],
  deli: [],
  breakfast: [],
  brunch: [],
  // Cafe, bakery, dessert
  cafe: ['cafe'],
  coffee: ['cafe'],
  coffee_shop: ['cafe'],
  tea: ['cafe'],
  tea_room: ['cafe'],
  bubble_tea: ['cafe'],
  juice: ['cafe'],
  smoothie: ['cafe'],
  bakery: ['bakery'],
  bagel: ['bakery'],
  donut: ['bakery'],
  doughnut: ['bakery'],
  pastry: ['bakery'],
  patisserie: ['bakery', 'dessert'],
  bread: ['bakery'],
  pie: ['bakery'],
  cake: ['bakery', 'dessert'],
  dessert: ['dessert'],
  ice_cream: ['dessert'],
  gelato: ['dessert'],
  frozen_yogurt: ['dessert'],
  milkshake: ['dessert'],
  waffle: ['dessert'],
  pancake: ['dessert'],
  chocolate: ['dessert'],
  popsicle: ['dessert'],
  water_ice: ['dessert'],
};

/** Lowercase, words joined by "_", no leading or trailing "_" ("Fried Chicken" → "fried_chicken"). */
export function normalizeCuisineWord(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/[\s\-_]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * Splits a source cuisine value into normalised words: OSM separates values with ";", real data
 * also uses "," and "/" ("byob,_seafood", "caribbean/american"). Duplicates go, order stays.
 */
export function splitCuisineValue(raw: string): string[] {
  const words = raw.split(/[;,/]/).map(normalizeCuisineWord).filter(Boolean);
  return [...new Set(words)];
}

/** Our cuisines for one normalised word, or undefined when nothing is known about it. */
export function cuisinesForWord(word: string): readonly Cuisine[] | undefined {
  for (const candidate of variants(word)) {
    const hit = SOURCE_CUISINE_MAP[candidate];
    if (hit) return hit;
  }
  // "irish_american_pub" → american: try each word of a compound, but only compounds we do not know.
  const parts = word.split('_');
  if (parts.length < 2) return undefined;
  const found = parts.flatMap((part) => [...(variants(part).map((v) => SOURCE_CUISINE_MAP[v]).find(Boolean) ?? [])]);
  return found.length ? [...new Set(found)] : undefined;
}

/** Our cuisines for a source cuisine value, in the order the source lists them. */
export function cuisinesForValue(raw: string): Cuisine[] {
  return [...new Set(splitCuisineValue(raw).flatMap((word) => cuisinesForWord(word) ?? []))];
}

/** A normalised word as readable text: "fried_chicken" → "fried chicken". */
export function cuisineWordText(word: string): string {
  return word.replace(/_/g, ' ');
}

/** The word itself, then without a generic suffix ("greek_cuisine", "chinese_food"), then singular. */
function variants(word: string): string[] {
  const stripped = word.replace(/_(cuisine|food|restaurant|shop|house)$/, '');
  const out = [word, stripped];
  for (const w of [word, stripped]) {
    if (w.endsWith('ies')) out.push(`${w.slice(0, -3)}y`);
    if (w.endsWith('es')) out.push(w.slice(0, -2));
    if (w.endsWith('s')) out.push(w.slice(0, -1));
  }
  return [...new Set(out)];
}
