import type { GroupId } from '../groups';

/**
 * Flours, starches, semolinas, noodles and pastes "of X" in French, Spanish, Italian and Portuguese:
 * the phrase is X (what X is, nothing else), so "harina de maíz" is not wheat, "harina de almendra" is
 * tree nuts, "pasta de amendoim" is peanut butter and not pasta, "spaghetti di riso" are rice noodles.
 * Plain "harina", "farine", "farina", "farinha", "pasta" stay wheat (allergens.ts), and so does a
 * flour of wheat, spelt or another gluten cereal. Every head of a language is crossed with every
 * source of that language it fits (a paste of rice is not a thing; a noodle of almond neither), so
 * the class is complete per language rather than a list of examples. Names: the Wiktionary entries
 * of each source word and the flours sold under them (docs/allergen-scan.md, "Flours and pastes").
 */
type Language = 'es' | 'fr' | 'it' | 'pt';
type Heads = Record<Language, readonly string[]>;

const FLOUR: Heads = {
  es: ['harina de', 'harina integral de', 'fécula de', 'almidón de'],
  fr: ['farine de', "farine d'", 'fécule de', 'amidon de', "amidon d'"],
  it: ['farina di', "farina d'", 'farina integrale di', 'fecola di', 'amido di'],
  pt: ['farinha de', 'farinha integral de', 'fécula de', 'amido de', 'polvilho de'],
};
const SEMOLINA: Heads = { es: ['sémola de'], fr: ['semoule de'], it: ['semola di'], pt: ['sêmola de', 'semolina de'] };
const NOODLES: Heads = {
  es: ['pasta de', 'fideos de', 'tallarines de', 'espaguetis de'],
  fr: ['pâtes de', 'nouilles de', 'vermicelles de', 'vermicelle de'],
  it: ['pasta di', 'spaghetti di', 'tagliatelle di', 'noodles di', 'vermicelli di', 'penne di', 'fusilli di'],
  pt: ['massa de', 'macarrão de', 'talharim de', 'espaguete de', 'aletria de'],
};
/**
 * Nut and seed butters and pastes ("pasta de amendoim", "beurre de cacahuète", "burro di arachidi").
 * Not "crème d'amande" (frangipane: butter and eggs) nor "crema di pistacchio" (a spread with milk):
 * the creams are left to their words, except the peanut butters below.
 */
const PASTE: Heads = {
  es: ['pasta de', 'mantequilla de'],
  fr: ['pâte de', "pâte d'", 'purée de', "purée d'", 'beurre de', "beurre d'"],
  it: ['pasta di', "pasta d'", 'burro di', "burro d'"],
  pt: ['pasta de', 'manteiga de'],
};

interface Source {
  readonly groups: readonly GroupId[];
  readonly words: Heads;
  /** Which heads it follows. */
  readonly after: readonly Heads[];
}

const STARCHY = [FLOUR, SEMOLINA, NOODLES];
const NUT = [FLOUR, PASTE];

const SOURCES: readonly Source[] = [
  { groups: ['highCarb'], after: STARCHY, words: { es: ['arroz', 'arroz integral'], fr: ['riz', 'riz complet'], it: ['riso', 'riso integrale'], pt: ['arroz', 'arroz integral'] } },
  { groups: ['highCarb'], after: STARCHY, words: { es: ['maíz', 'millo'], fr: ['maïs'], it: ['mais', 'mais integrale', 'granturco'], pt: ['milho'] } },
  { groups: ['highCarb'], after: STARCHY, words: { es: ['trigo sarraceno', 'alforfón'], fr: ['sarrasin', 'blé noir'], it: ['grano saraceno'], pt: ['trigo sarraceno', 'trigo-sarraceno'] } },
  { groups: ['highCarb'], after: STARCHY, words: { es: ['garbanzo', 'garbanzos'], fr: ['pois chiche', 'pois chiches'], it: ['ceci'], pt: ['grão-de-bico', 'grão de bico'] } },
  { groups: ['highCarb'], after: STARCHY, words: { es: ['lentejas', 'lenteja'], fr: ['lentilles', 'lentille'], it: ['lenticchie'], pt: ['lentilha', 'lentilhas'] } },
  { groups: ['highCarb'], after: STARCHY, words: { es: ['guisantes', 'arvejas'], fr: ['pois'], it: ['piselli'], pt: ['ervilha', 'ervilhas'] } },
  { groups: ['highCarb'], after: STARCHY, words: { es: ['yuca', 'mandioca', 'tapioca'], fr: ['manioc', 'tapioca'], it: ['manioca', 'tapioca'], pt: ['mandioca', 'aipim', 'tapioca'] } },
  { groups: ['highCarb'], after: STARCHY, words: { es: ['patata', 'papa', 'boniato'], fr: ['pomme de terre', 'pommes de terre', 'patate douce'], it: ['patate', 'patata'], pt: ['batata', 'batata-doce'] } },
  { groups: ['highCarb'], after: STARCHY, words: { es: ['quinoa', 'quinua', 'mijo', 'sorgo', 'teff', 'amaranto', 'plátano'], fr: ['quinoa', 'millet', 'sorgho', 'teff', 'amarante', 'banane'], it: ['quinoa', 'miglio', 'sorgo', 'teff', 'amaranto', 'banana'], pt: ['quinoa', 'milheto', 'sorgo', 'teff', 'amaranto', 'banana'] } },
  { groups: ['highCarb'], after: [FLOUR], words: { es: ['algarroba'], fr: ['caroube'], it: ['carrube', 'semi di carrube', 'semi di guar'], pt: ['alfarroba'] } },
  { groups: [], after: [FLOUR], words: { es: ['coco'], fr: ['coco', 'noix de coco'], it: ['cocco'], pt: ['coco'] } },
  { groups: ['treeNuts'], after: NUT, words: { es: ['almendra', 'almendras'], fr: ['amande', 'amandes'], it: ['mandorle', 'mandorla'], pt: ['amêndoa', 'amêndoas'] } },
  { groups: ['treeNuts'], after: NUT, words: { es: ['avellana', 'avellanas'], fr: ['noisette', 'noisettes'], it: ['nocciole', 'nocciola'], pt: ['avelã', 'avelãs'] } },
  { groups: ['treeNuts'], after: NUT, words: { es: ['pistacho', 'pistachos'], fr: ['pistache', 'pistaches'], it: ['pistacchio', 'pistacchi'], pt: ['pistache', 'pistaches'] } },
  { groups: ['treeNuts'], after: NUT, words: { es: ['nuez', 'nueces', 'anacardo', 'anacardos'], fr: ['noix', 'cajou', 'noix de cajou'], it: ['noci', 'anacardi'], pt: ['nozes', 'caju', 'castanha de caju'] } },
  { groups: ['treeNuts', 'highCarb'], after: [FLOUR], words: { es: ['castaña', 'castañas'], fr: ['châtaigne', 'châtaignes'], it: ['castagne'], pt: ['castanha', 'castanhas'] } },
  { groups: ['peanuts'], after: NUT, words: { es: ['cacahuete', 'cacahuetes', 'cacahuate', 'maní'], fr: ['arachide', 'arachides', 'cacahuète', 'cacahuètes'], it: ['arachidi', 'arachide'], pt: ['amendoim'] } },
  { groups: ['sesame'], after: NUT, words: { es: ['sésamo', 'ajonjolí'], fr: ['sésame'], it: ['sesamo'], pt: ['gergelim', 'sésamo'] } },
  { groups: ['soy'], after: [FLOUR, PASTE], words: { es: ['soja', 'soya'], fr: ['soja'], it: ['soia'], pt: ['soja'] } },
  { groups: [], after: [PASTE], words: { es: ['cacao', 'aceitunas'], fr: ['cacao', 'olive', 'olives'], it: ['cacao', 'olive'], pt: ['cacau', 'azeitona'] } },
  { groups: ['fish'], after: [PASTE], words: { es: ['anchoas'], fr: ['anchois'], it: ['acciughe', 'alici'], pt: ['anchova', 'anchovas'] } },
];

const LANGUAGES: readonly Language[] = ['es', 'fr', 'it', 'pt'];

/** Every head of a language followed by every source of that language it fits. */
/** As false-friends.ts FalseFriend (which lists these): a phrase and exactly the groups it is. */
export const ROMANCE_FLOURS_AND_PASTES: readonly { readonly phrase: string; readonly groups: readonly GroupId[] }[] = SOURCES.flatMap((source) =>
  LANGUAGES.flatMap((lang) =>
    source.after.flatMap((heads) =>
      heads[lang].flatMap((head) =>
        // "farine d'amande": the elided head only before a vowel.
        source.words[lang].flatMap((word) => (!head.endsWith("'") ? [`${head} ${word}`] : /^[aeiouàâéèêíóôú]/.test(word) ? [`${head}${word}`] : [])).map((phrase) => ({ phrase, groups: source.groups })),
      ),
    ),
  ),
).concat(['crema de cacahuete', 'crema de cacahuate', 'crema de maní', 'creme de amendoim'].map((phrase) => ({ phrase, groups: ['peanuts'] })));
