import type { GroupId } from '../groups';
import { ROMANCE_FLOURS_AND_PASTES } from './romance-flours';

/**
 * Phrases that contain a trigger word but are not that food. Each phrase replaces whatever its words
 * would have matched with exactly the groups given here (often none): "coconut milk" is not milk,
 * "almond milk" is tree nuts and not milk, "peanut butter" is peanuts and not butter, "oyster
 * mushroom" is not shellfish. They only apply when the words are separated by plain spaces or
 * hyphens (never across a comma or line break: "coconut, milk" is two ingredients).
 *
 * Single words that merely *contain* a trigger ("butternut", "eggplant", "buckwheat", "nutmeg",
 * "coconut", "doughnut", "shellfish" for fish) never match anyway: matching is whole-word.
 */
export interface FalseFriend {
  readonly phrase: string;
  readonly groups: readonly GroupId[];
  /** What it is when a result quotes it (types.ts TermKind); else what its words were, or an ingredient. */
  readonly kind?: 'ingredient' | 'dish' | 'sauce';
}

const none: readonly GroupId[] = [];
const each = (heads: readonly string[], tails: readonly string[], groups: readonly GroupId[]): FalseFriend[] =>
  heads.flatMap((head) => tails.map((tail) => ({ phrase: `${head} ${tail}`, groups })));

export const FALSE_FRIENDS: readonly FalseFriend[] = [
  // Plant "milks", "creams", "butters", "cheeses" and "yogurts": not dairy, but keep what they are.
  ...each(['coconut', 'rice', 'hemp', 'pea', 'flax', 'quinoa'], ['milk', 'cream', 'yogurt', 'yoghurt', 'cheese', 'drink'], none),
  ...each(['coconut', 'cocoa', 'cacao', 'shea', 'mango', 'apple', 'pumpkin', 'sunflower', 'seed', 'body'], ['butter'], none),
  ...each(['almond', 'cashew', 'hazelnut', 'macadamia', 'pistachio', 'walnut', 'pecan'], ['milk', 'cream', 'butter', 'cheese', 'yogurt', 'drink'], ['treeNuts']),
  ...each(['soy', 'soya'], ['milk', 'cream', 'yogurt', 'yoghurt', 'cheese', 'drink'], ['soy']),
  ...each(['oat'], ['milk', 'cream', 'yogurt', 'drink'], ['glutenCereals']),
  // ... but "almond milk chocolate" is milk chocolate with almonds.
  { phrase: 'almond milk chocolate', groups: ['treeNuts', 'milk'] },
  { phrase: 'hazelnut milk chocolate', groups: ['treeNuts', 'milk'] },
  { phrase: 'coconut milk chocolate', groups: ['milk'] },
  { phrase: 'rice milk chocolate', groups: ['milk'] },
  { phrase: 'oat milk chocolate', groups: ['glutenCereals', 'milk'] },
  { phrase: 'soy milk chocolate', groups: ['soy', 'milk'] },
  // A latte (or cappuccino) made with a plant milk has no dairy milk.
  ...each(['almond milk', 'cashew milk', 'hazelnut milk', 'macadamia milk'], ['latte', 'cappuccino'], ['treeNuts']),
  ...each(['soy milk', 'soya milk', 'soy'], ['latte', 'cappuccino'], ['soy']),
  ...each(['oat milk', 'oat'], ['latte', 'cappuccino'], ['glutenCereals']),
  ...each(['coconut milk', 'rice milk', 'coconut'], ['latte', 'cappuccino'], none),
  { phrase: 'peanut butter', groups: ['peanuts'] },
  { phrase: 'peanut milk', groups: ['peanuts'] },
  { phrase: 'butter bean', groups: none },
  { phrase: 'butter lettuce', groups: none },
  { phrase: 'cream of tartar', groups: none },
  { phrase: 'cream soda', groups: none },
  { phrase: 'milk thistle', groups: none },
  { phrase: 'goat cheese', groups: ['milk'] },
  { phrase: "goat's cheese", groups: ['milk'] },
  { phrase: 'goat milk', groups: ['milk'] },
  { phrase: "goat's milk", groups: ['milk'] },
  { phrase: 'crema balsamica', groups: none },
  { phrase: 'crema di balsamico', groups: none },
  { phrase: 'crema de balsamico', groups: none },
  // fr/es/it/pt/de plant milks and cocoa butter
  ...each(['lait de', 'crème de', 'creme de', 'leche de', 'latte di', 'crema di', 'crema de', 'leite de'], ['coco', 'riz', 'arroz', 'riso', 'cocco'], none),
  ...each(['lait d', 'leche de', 'latte di', 'leite de', 'crème d', 'crema di'], ['amande', 'almendra', 'almendras', 'mandorla', 'mandorle', 'amêndoa'], ['treeNuts']),
  ...each(['lait de', 'leche de', 'latte di', 'leite de'], ['soja', 'soia'], ['soy']),
  ...each(['lait d', 'leche de', 'latte di', 'leite de'], ['avoine', 'avena', 'aveia'], ['glutenCereals']),
  ...each(['beurre de', 'burro di', 'manteca de', 'manteiga de'], ['cacao', 'cacau', 'karité', 'cacahuète', 'cacahuete', 'arachidi', 'amendoim'], none).map((f) =>
    /cacahu|arachid|amendoim/.test(f.phrase) ? { phrase: f.phrase, groups: ['peanuts'] as GroupId[] } : f,
  ),
  { phrase: 'noix de coco', groups: none },
  { phrase: 'noix de muscade', groups: none },
  { phrase: 'noce di cocco', groups: none },
  { phrase: 'noce moscata', groups: none },
  { phrase: 'nuez moscada', groups: none },
  { phrase: 'nuez de coco', groups: none },
  { phrase: 'noz moscada', groups: none },
  { phrase: 'noz de coco', groups: none },

  // Brown butter: "noisette" is its colour, not hazelnuts.
  { phrase: 'beurre noisette', groups: ['milk'] },
  // "a trifle expensive" (reviews are scanned): the idiom, not the pudding.
  { phrase: 'a trifle', groups: none },

  // Nuts that are not nuts.
  { phrase: 'tiger nut', groups: none },
  { phrase: 'water chestnut', groups: none },
  { phrase: 'horse chestnut', groups: none },
  { phrase: 'chestnut mushroom', groups: none },
  { phrase: 'kola nut', groups: none },
  { phrase: 'cola nut', groups: none },
  { phrase: 'corn nut', groups: none },
  { phrase: 'soy nut', groups: ['soy'] },
  { phrase: 'ground nut', groups: ['peanuts'] },
  { phrase: 'monkey nut', groups: ['peanuts'] },
  { phrase: 'beer nut', groups: ['peanuts'] },

  // Rice, ginger and vinegar sold "for sushi" are not fish.
  ...each(['sushi'], ['rice', 'ginger', 'vinegar', 'nori', 'seasoning', 'mat'], none),
  { phrase: 'riz pour sushi', groups: ['highCarb'] },
  { phrase: 'riso per sushi', groups: ['highCarb'] },
  { phrase: 'arroz para sushi', groups: ['highCarb'] },

  // Eggs.
  { phrase: 'egg plant', groups: none },
  { phrase: 'egg lecithin', groups: ['eggs'] },

  // Shellfish and fish that are not.
  { phrase: 'oyster mushroom', groups: none },
  { phrase: 'king oyster', groups: none },
  { phrase: 'lobster mushroom', groups: none },
  { phrase: 'crab apple', groups: none },
  { phrase: 'scallop squash', groups: none },

  // Wheat: flours, noodles and semolinas of other plants (keep what they are).
  ...each(['rice', 'corn', 'maize', 'potato', 'chickpea', 'gram', 'tapioca', 'buckwheat', 'cassava', 'pea', 'lentil', 'sorghum', 'millet', 'quinoa', 'teff', 'banana', 'arrowroot', 'hemp', 'flax', 'carob', 'coconut', 'amaranth', 'bean', 'fava bean', 'sweet potato'], ['flour', 'starch'], ['highCarb']),
  ...each(['almond', 'chestnut', 'hazelnut', 'cashew'], ['flour'], ['treeNuts', 'highCarb']),
  ...each(['soy', 'soya'], ['flour'], ['soy']),
  ...each(['lupin'], ['flour'], ['lupin']),
  ...each(['mustard'], ['flour'], ['mustard']),
  // French cereal "creams" are cereal preparations, not dairy.
  ...each(["crème d'", 'creme d'], ['orge', 'avoine'], ['glutenCereals']),
  ...each(["crème d'", 'creme d'], ['épeautre'], ['wheat']),
  ...each(['crème de', 'creme de'], ['soja'], ['soy']),
  ...each(['rice', 'glass', 'cellophane', 'kelp', 'shirataki', 'konjac', 'mung bean', 'bean thread', 'sweet potato', 'zucchini'], ['noodle', 'pasta', 'vermicelli'], ['highCarb']),
  ...each(['rice', 'corn', 'chickpea', 'lentil', 'bean', 'quinoa'], ['pasta'], ['highCarb']),
  ...each(['rice', 'corn', 'maize'], ['semolina', 'cracker', 'tortilla', 'cake'], ['highCarb']),
  // Romance flours, semolinas, noodles and pastes "of X": romance-flours.ts.
  ...ROMANCE_FLOURS_AND_PASTES,
  ...each(['carob', 'carob seed', 'guar', 'guar seed', 'locust bean', 'tigernut', 'tiger nut'], ['flour'], ['highCarb']),
  { phrase: 'in pasta', groups: none },
  { phrase: 'lua de mel', groups: none }, // pt honeymoon (restaurant names), not honey
  { phrase: 'grano saraceno', groups: none },
  { phrase: 'blé noir', groups: none },
  { phrase: 'ble noir', groups: none },
  { phrase: 'rice paper', groups: ['highCarb'] },
  // Corn "gluten" is maize protein, not the gluten of wheat, barley and rye.
  ...each(['corn', 'maize', 'rice'], ['gluten'], none),
  { phrase: 'glutine di mais', groups: none },
  { phrase: 'gluten de maïs', groups: none },

  // Soy: lecithin from other plants.
  ...each(['sunflower', 'rapeseed', 'canola', 'rape', 'colza'], ['lecithin'], none),
  ...each(['lécithine de', 'lécithines de', 'lecitina di', 'lecitina de', 'lecitine di'], ['tournesol', 'colza', 'girasole', 'girasol', 'soja', 'soia', 'oeuf', 'œuf'], none).map((f) =>
    /soja|soia/.test(f.phrase) ? { phrase: f.phrase, groups: ['soy'] as GroupId[] } : /uf$/.test(f.phrase) ? { phrase: f.phrase, groups: ['eggs'] as GroupId[] } : f,
  ),

  // Meat, poultry and pork that are not.
  { phrase: 'chicken of the woods', groups: none },
  { phrase: 'hen of the woods', groups: none },
  { phrase: 'duck sauce', groups: none },
  { phrase: 'beefsteak tomato', groups: none },
  { phrase: 'beef tomato', groups: none },
  { phrase: 'coconut meat', groups: none },
  { phrase: 'impossible burger', groups: none },
  { phrase: 'beyond burger', groups: none },
  { phrase: 'veggie burger', groups: ['highCarb'] },
  { phrase: 'bean burger', groups: ['highCarb'] },
  { phrase: 'kidney bean', groups: none },
  ...each(['turkey', 'chicken'], ['bacon', 'ham', 'pepperoni', 'sausage', 'salami', 'chorizo', 'hot dog'], ['poultry']),
  ...each(['beef', 'lamb', 'venison', 'bison'], ['bacon', 'ham', 'pepperoni', 'sausage', 'salami', 'chorizo', 'hot dog'], ['meat']),

  // Alcohol that is not (or is no longer) a drink.
  { phrase: 'lievito di birra', groups: none }, // Italian for yeast
  { phrase: 'levadura de cerveza', groups: ['glutenCereals'] },
  { phrase: 'root beer', groups: none },
  { phrase: 'ginger beer', groups: none },
  { phrase: 'ginger ale', groups: none },
  { phrase: 'birch beer', groups: none },
  ...each(['wine', 'cider', 'sherry', 'rice wine', 'rice', 'malt', 'beer'], ['vinegar'], none).map((f) =>
    /malt|beer/.test(f.phrase) ? { phrase: f.phrase, groups: ['glutenCereals'] as GroupId[] } : f,
  ),
  { phrase: 'vinaigre de vin', groups: none },
  { phrase: "vinaigre d'alcool", groups: none },
  { phrase: 'aceto di alcool', groups: none },
  { phrase: 'vinagre de alcohol', groups: none },
  { phrase: 'alcohol vinegar', groups: none },
  // Chocolate liquor is ground cocoa; sugar alcohols are sweeteners; the rest are cosmetics' alcohols.
  { phrase: 'chocolate liquor', groups: none },
  { phrase: 'cocoa liquor', groups: none },
  ...each(['sugar', 'benzyl', 'cetyl', 'cetearyl', 'stearyl', 'phenethyl'], ['alcohol'], none),
  { phrase: 'vinaigre de cidre', groups: none },
  { phrase: 'aceto di vino', groups: none },
  { phrase: 'vinagre de vino', groups: none },
  { phrase: 'vinagre de vinho', groups: none },
  { phrase: 'sake of', groups: none },
  { phrase: "heaven's sake", groups: none },
  { phrase: "goodness' sake", groups: none },

  // German compounds that are not what their parts say (compound.ts splits unknown words only).
  ...['kokosmilch', 'kokosnuss', 'kokosnüsse', 'muskatnuss', 'muskatnüsse', 'reismilch', 'kakaobutter', 'sheabutter', 'kokosbutter', 'milchsäure',
    'milchsäurebakterien', 'weinsäure', 'weinstein', 'weinsteinsäure', 'weinessig', 'johannisbrot', 'johannisbrotkernmehl', 'guarkernmehl',
    'buchweizen', 'buchweizenmehl', 'erbsenmehl', 'linsenmehl', 'tapiokamehl', 'kokosmehl', 'hirsemehl', 'butternuss'].map((phrase) => ({ phrase: `${phrase}=`, groups: none })),
  ...['reismehl', 'maismehl', 'kartoffelmehl', 'kichererbsenmehl', 'reisnudeln', 'glasnudeln', 'reisvollkornmehl', 'maisvollkornmehl'].map((phrase) => ({ phrase: `${phrase}=`, groups: ['highCarb'] as GroupId[] })),
  ...['mandelmilch', 'haselnussmilch', 'cashewmilch', 'mandelmehl', 'kastanienmehl', 'mandelbutter'].map((phrase) => ({ phrase: `${phrase}=`, groups: ['treeNuts'] as GroupId[] })),
  ...['sojamilch', 'sojamehl', 'sojadrink', 'sojajoghurt'].map((phrase) => ({ phrase: `${phrase}=`, groups: ['soy'] as GroupId[] })),
  ...['hafermilch', 'haferdrink'].map((phrase) => ({ phrase: `${phrase}=`, groups: ['glutenCereals'] as GroupId[] })),
  { phrase: 'lupinenmehl=', groups: ['lupin'] },
  { phrase: 'leberkäse=', groups: ['meat', 'pork'] },
  { phrase: 'fleischkäse=', groups: ['meat', 'pork'] },

  // Keto.
  { phrase: 'cauliflower rice', groups: none },
  { phrase: 'sugar snap', groups: none },
  { phrase: 'rice bran oil', groups: none },
];
