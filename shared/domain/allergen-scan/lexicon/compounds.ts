/**
 * German compound parts (see compound.ts): lexicon words that start ("Haselnuss|kuchen") or end
 * ("Kräuter|butter") longer words. Each must be a lexicon word (a test checks). Left out on purpose:
 * heads "butter" ("butterfly", "butternut"), "brot" ("brotherly"), "reis" ("Reise": "Reis" is not
 * "Ei"), "speck" ("speckled"), "ei" and "eier" as tails ("Brei", "Bäckerei", "Feier"); tails "gans"
 * ("hooligans"), "pute" ("dispute"). Compounds that are not what their parts say are words in the
 * lexicon instead (false-friends.ts: "Kokosmilch", "Buchweizen", "Johannisbrotkernmehl", ...).
 */
export const GERMAN_COMPOUND_HEADS: readonly string[] = [
  // allergens
  'erdnuss', 'haselnuss', 'walnuss', 'mandel', 'cashew', 'pistazien', 'pekannuss', 'paranuss', 'macadamia', 'nuss', 'marzipan', 'nougat',
  'milch', 'vollmilch', 'sahne', 'käse', 'quark', 'joghurt', 'molke', 'rahm', 'schmand',
  'eier',
  'fisch', 'lachs', 'thunfisch', 'sardellen', 'hering', 'makrelen', 'forellen', 'kabeljau', 'zander',
  'garnelen', 'krabben', 'hummer', 'muschel', 'muscheln', 'austern', 'tintenfisch', 'kalmar', 'scampi', 'shrimps',
  'weizen', 'dinkel', 'roggen', 'gersten', 'hafer', 'malz', 'bier', 'mehl', 'nudel', 'nudeln',
  'soja', 'sesam', 'senf', 'sellerie', 'lupinen',
  // diets
  'fleisch', 'rinder', 'kalb', 'kalbs', 'lamm', 'schwein', 'schweine', 'schinken', 'wurst', 'hähnchen', 'hühner', 'huhn', 'puten',
  'enten', 'gänse', 'honig', 'wein', 'gelatine',
];

export const GERMAN_COMPOUND_TAILS: readonly string[] = [
  'erdnuss', 'erdnüsse', 'nuss', 'nüsse', 'mandeln', 'haselnüsse', 'walnüsse', 'marzipan', 'nougat',
  'milch', 'sahne', 'käse', 'quark', 'butter', 'joghurt', 'rahm', 'molke',
  'fisch', 'lachs', 'hering', 'forelle', 'garnelen', 'krabben', 'muscheln', 'hummer',
  'mehl', 'weizen', 'grieß', 'nudeln', 'brot', 'brötchen', 'kuchen', 'torte', 'malz', 'bier', 'dinkel', 'roggen',
  'soja', 'sesam', 'senf', 'sellerie',
  'fleisch', 'schinken', 'speck', 'wurst', 'würstchen', 'hack', 'honig', 'wein', 'gelatine',
];
