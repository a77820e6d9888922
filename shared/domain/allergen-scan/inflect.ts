/**
 * Surface forms of a lexicon word: the word itself plus its English plurals ("egg" → "eggs",
 * "anchovy" → "anchovies", "loaf" → "loaves", "tomato" → "tomatoes", "fish" → "fishes"), and the
 * irregular ones from a table. Other languages' forms that English rules do not produce
 * ("uova", "œufs") are listed in the lexicon itself. Forms are only ever used to look words up,
 * so an extra form that no text contains costs nothing.
 */

const IRREGULAR: Record<string, readonly string[]> = {
  goose: ['geese'],
  mouse: ['mice'],
  ox: ['oxen'],
  octopus: ['octopuses', 'octopi'],
  cactus: ['cacti'],
  fungus: ['fungi'],
  calf: ['calves'],
  half: ['halves'],
  loaf: ['loaves'],
  leaf: ['leaves'],
  knife: ['knives'],
  chili: ['chilies', 'chilis', 'chillies'],
  chilli: ['chillies', 'chilies'],
  potato: ['potatoes'],
  tomato: ['tomatoes'],
  mango: ['mangoes', 'mangos'],
  // Nouns whose plural is the same word: nothing to add, the word itself matches.
  fish: ['fishes'],
  shellfish: [],
  seafood: ['seafoods'],
  sheep: [],
  deer: [],
  swine: [],
  salmon: ['salmons'],
  cod: ['cods'],
  tuna: ['tunas'],
  squid: ['squids'],
  shrimp: ['shrimps'],
  venison: [],
};

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

/** English plural(s) of one word. */
export function pluralsOf(word: string): string[] {
  const irregular = IRREGULAR[word];
  if (irregular) return [...irregular];
  const last = word.at(-1) ?? '';
  const beforeLast = word.at(-2) ?? '';
  if (word.length < 2) return [];
  if (/(s|x|z|ch|sh)$/.test(word)) return [`${word}es`];
  if (last === 'y' && !VOWELS.has(beforeLast)) return [`${word.slice(0, -1)}ies`];
  if (last === 'o' && !VOWELS.has(beforeLast)) return [`${word}s`, `${word}es`];
  if (last === 'f' && beforeLast !== 'f') return [`${word}s`, `${word.slice(0, -1)}ves`];
  if (word.endsWith('fe')) return [`${word}s`, `${word.slice(0, -2)}ves`];
  return [`${word}s`];
}

/** Likely singulars of a word a user typed ("Kiwis" → "kiwi", "Berries" → "berry"). */
export function singularsOf(word: string): string[] {
  for (const [singular, plurals] of Object.entries(IRREGULAR)) {
    if (plurals.includes(word)) return [singular];
  }
  if (word.length <= 3 || /(ss|us)$/.test(word)) return [];
  if (word.endsWith('ies')) return [`${word.slice(0, -3)}y`];
  if (word.endsWith('ves')) return [`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`];
  if (/(ches|shes|sses|xes|zes|oes)$/.test(word)) return [word.slice(0, -2), word.slice(0, -1)];
  if (word.endsWith('s')) return [word.slice(0, -1)];
  return [];
}

/**
 * Every surface form of a phrase (space-separated folded words): the last word varies, e.g.
 * "pine nut" → ["pine nut", "pine nuts"]. A phrase ending in "=" is taken exactly as written.
 */
export function formsOf(phrase: string): string[] {
  if (phrase.endsWith('=')) return [phrase.slice(0, -1)];
  const parts = phrase.split(' ');
  const last = parts.pop() ?? '';
  const head = parts.length ? `${parts.join(' ')} ` : '';
  return [phrase, ...pluralsOf(last).map((p) => head + p)];
}

/** Forms for a user's own word, whether they typed it singular ("Kiwi") or plural ("Kiwis"). */
export function formsOfUserPhrase(phrase: string): string[] {
  const parts = phrase.split(' ');
  const last = parts.pop() ?? '';
  const head = parts.length ? `${parts.join(' ')} ` : '';
  const singulars = singularsOf(last);
  const lemmas = singulars.length ? singulars : [last];
  const forms = new Set<string>([head + last]);
  for (const lemma of lemmas) {
    forms.add(head + lemma);
    for (const plural of pluralsOf(lemma)) forms.add(head + plural);
  }
  return [...forms];
}
