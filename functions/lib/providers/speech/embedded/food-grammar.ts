/**
 * The food-search grammar of the embedded engine (JSGF) and the pronunciations it needs.
 *
 * pocketsphinx's general English language model turns short search phrases into unrelated words
 * ("vegan pizza near me" → "we got beaten the elite"); restricting it to the words of food
 * searches, in the order people say them, is what makes it usable. Measured on the 20 espeak-ng
 * phrases of pocketsphinx-adapter.test.ts: the general model heard 8 of 54 words (3 of 20
 * phrases exact), a plain loop over this vocabulary at best 39 (10), this structured grammar 44 (13). Words outside the grammar
 * are heard as the nearest food word: fine for a search box the user can still edit.
 */
export const FOOD_GRAMMAR = `#JSGF V1.0;
grammar food;
public <query> = [<intent>] <term>+ [<where>];
<intent> = i want | i want to eat | find | find me | show me | looking for | get me;
<where> = near me | nearby | around here | close to me | open now | in my area;
<term> = [<modifier>] <thing> | <free> | <link>;
<link> = with | without | and | or | for | no | that serves | with options;
<free> = (gluten | dairy | nut | peanut | egg | soy | wheat | sesame | shellfish | lactose | sugar) free;
<modifier> = cheap | affordable | expensive | fancy | best | good | great | nice | spicy | mild | fresh | healthy
  | organic | vegan | vegetarian | pescatarian | keto | paleo | halal | kosher | raw | plant based | low carb
  | family friendly | late night | quick | fast | kids friendly | allergy friendly;
<thing> = american | italian | chinese | mexican | japanese | indian | thai | french | mediterranean | korean
  | vietnamese | greek | spanish | middle eastern | lebanese | turkish | ethiopian | persian | caribbean
  | peruvian | brazilian | german | british | irish | cajun | southern | soul food | asian | european | latin
  | african | moroccan
  | restaurant | restaurants | food | cafe | coffee | bakery | bar | pub | diner | bistro | deli | pizzeria
  | steakhouse | grill | kitchen | buffet | food truck | takeout | delivery | brunch | breakfast | lunch
  | dinner | dessert | desserts | place | places | spot | shop | options | menu
  | pizza | pasta | sushi | ramen | noodles | noodle soup | soup | salad | salads | burger | burgers | sandwich
  | sandwiches | tacos | taco | burrito | burritos | curry | pho | dumplings | dim sum | bao | fried chicken
  | chicken | wings | steak | seafood | fish | fish and chips | chips | barbecue | kebab | falafel | hummus
  | shawarma | gyro | tapas | paella | biryani | naan | tikka masala | pad thai | kimchi | bulgogi | bibimbap
  | croissant | gelato | ice cream | cake | pie | cookies | donuts | bagels | bagel | smoothie | juice | tea
  | bubble tea | rice | bowl | poke | salmon | tuna | shrimp | lobster | crab | oysters | tofu | bread | cheese
  | lasagna | risotto | tempura | teriyaki | udon | pancakes | waffles | fries | hot dog | hot dogs | wrap
  | wraps | crepes | chocolate | pastry | pastries | vegetables | beef | pork | lamb | duck
  | vegan | vegetarian | pescatarian | keto | halal | kosher | peanuts | tree nuts | nuts | milk | eggs
  | shellfish | soy | wheat | sesame | gluten | dairy | allergies;
`;

/**
 * Pronunciations (CMU phone set) of grammar words the CMU dictionary lacks, plus the common
 * "VEE-gan" it lacks (it has only "VEH-gan").
 */
export const EXTRA_PRONUNCIATIONS = `bibimbap B IH B IH M B AA P
biryani B IH R Y AA N IY
bulgogi B UH L G OW G IY
gelato JH AH L AA T OW
halal HH AH L AA L
masala M AH S AA L AH
naan N AA N
paella P AY EH L AH
pescatarian P EH S K AH T EH R IY AH N
ramen R AA M AH N
shawarma SH AH W AA R M AH
smoothie S M UW DH IY
tempura T EH M P UH R AH
tikka T IH K AH
udon UW D AA N
vegan(2) V IY G AH N
`;

/** Every word the grammar can produce, sorted. */
export function grammarWords(grammar: string): string[] {
  const body = grammar
    .split('\n')
    .filter((line) => !line.startsWith('#') && !line.startsWith('grammar '))
    .join(' ')
    .replace(/<[^>]*>/g, ' ');
  return [...new Set(body.match(/[a-z']+/g) ?? [])].filter((w) => w !== 'public').sort();
}

const entryWord = (line: string) => line.slice(0, line.indexOf(' ')).replace(/\(\d+\)$/, '');

/**
 * The pronunciation dictionary restricted to `words`: their entries (alternates included) from the
 * full dictionary, then `extras`. Loading ~300 entries instead of 135,000 also saves pocketsphinx
 * about 0.2 s per run. `missing` lists words with no pronunciation (pocketsphinx would refuse
 * the grammar).
 */
export function restrictDictionary(fullDictionary: string, words: readonly string[], extras = EXTRA_PRONUNCIATIONS): { text: string; missing: string[] } {
  const wanted = new Set(words);
  const lines = [...fullDictionary.split('\n'), ...extras.split('\n')].filter((line) => line.includes(' ') && wanted.has(entryWord(line)));
  const found = new Set(lines.map(entryWord));
  return { text: `${lines.join('\n')}\n`, missing: words.filter((w) => !found.has(w)) };
}
