import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formsOf, formsOfUserPhrase, pluralsOf, singularsOf } from './inflect';
import { GAP_HARD, GAP_LINE, GAP_LIST, GAP_SOFT, GAP_WORD, Vocabulary, tokenize, words } from './tokenize';
import { Tokens } from './tokens';

/** The kept words' vocabulary words, and each column of the tokens as a plain array. */
const wordsOf = (t: Tokens, vocabulary: Vocabulary) => [...t.ids.subarray(0, t.length)].map((id) => vocabulary.words[id]);
const gapsOf = (t: Tokens) => [...t.gaps.subarray(0, t.length)];

test('words are folded: lowercase, accents removed, ligatures spelt out', () => {
  assert.deepEqual(words('Crème Fraîche'), ['creme', 'fraiche']);
  assert.deepEqual(words('ŒUFS, Nüsse, Süßmolke, Æble'), ['oeufs', 'nusse', 'sussmolke', 'aeble']);
  assert.deepEqual(words("d'arachide peanut-butter"), ['d', 'arachide', 'peanut', 'butter']);
  // Decomposed accents (e + combining acute) fold the same as precomposed ones.
  assert.deepEqual(words('cre\u0300me'), ['creme']);
  // A run of CJK characters is one word (matched as substrings when scanning); other scripts are dropped.
  assert.deepEqual(words('花生 peanut ピーナッツ Tシャツ'), ['花生', 'peanut', 'ピーナッツ', 't', 'シャツ']);
  assert.deepEqual(words('арахис peanut'), ['peanut']);
});

test('tokenize keeps only vocabulary words, records what separated them, and counts all readable words', () => {
  const vocabulary = new Vocabulary(['peanut', 'butter', 'milk']);
  const t = tokenize('Peanut  Butter,\nmilk; toast MILK', vocabulary);
  assert.deepEqual(wordsOf(t, vocabulary), ['peanut', 'butter', 'milk', 'milk']);
  assert.deepEqual(gapsOf(t), [GAP_SOFT, GAP_SOFT, GAP_LIST, GAP_HARD]);
  assert.equal(t.readableWords, 5);
  assert.deepEqual([t.starts[1], t.ends[1]], [8, 14]);
  const lines = tokenize('milk\nbutter', vocabulary);
  assert.deepEqual(gapsOf(lines), [GAP_SOFT, GAP_LINE]);
});

test('a skipped word separates its neighbours (a word gap: no phrase across it, but the same phrase); punctuation wins', () => {
  const vocabulary = new Vocabulary(['peanut', 'butter']);
  assert.deepEqual(gapsOf(tokenize('peanut and butter', vocabulary)), [GAP_SOFT, GAP_WORD]);
  assert.deepEqual(gapsOf(tokenize('peanut and. butter', vocabulary)), [GAP_SOFT, GAP_HARD]);
  assert.deepEqual(gapsOf(tokenize('peanut. and butter', vocabulary)), [GAP_SOFT, GAP_HARD]);
});

test('each new text (field) starts with a hard gap', () => {
  const vocabulary = new Vocabulary(['peanut', 'butter']);
  const t = tokenize('butter', vocabulary, tokenize('peanut', vocabulary));
  assert.deepEqual(gapsOf(t), [GAP_SOFT, GAP_HARD]);
  assert.deepEqual([...t.sources.subarray(0, t.length)], [0, 1]);
});

test('the vocabulary finds a word whatever its case or accents, and nothing else', () => {
  const vocabulary = new Vocabulary(['creme', 'oeufs']);
  const t = tokenize('CRÈME crème Creme crémeux œufs', vocabulary);
  assert.deepEqual(wordsOf(t, vocabulary), ['creme', 'creme', 'creme', 'oeufs']);
  assert.equal(vocabulary.id('creme'), 0);
  assert.equal(vocabulary.id('cream'), -1);
  const extended = vocabulary.extend(['kiwi']);
  assert.equal(extended.id('creme'), 0);
  assert.equal(extended.id('kiwi'), 2);
});

test('English plurals', () => {
  assert.deepEqual(pluralsOf('egg'), ['eggs']);
  assert.deepEqual(pluralsOf('anchovy'), ['anchovies']);
  assert.deepEqual(pluralsOf('berry'), ['berries']);
  assert.deepEqual(pluralsOf('peach'), ['peaches']);
  assert.deepEqual(pluralsOf('radish'), ['radishes']);
  assert.deepEqual(pluralsOf('tomato'), ['tomatoes']);
  assert.deepEqual(pluralsOf('avocado'), ['avocados', 'avocadoes']);
  assert.deepEqual(pluralsOf('loaf'), ['loaves']);
  assert.deepEqual(pluralsOf('knife'), ['knives']);
  assert.deepEqual(pluralsOf('fish'), ['fishes']);
  assert.deepEqual(pluralsOf('goose'), ['geese']);
  assert.deepEqual(pluralsOf('soy'), ['soys']);
});

test('singulars of what a user typed', () => {
  assert.deepEqual(singularsOf('kiwis'), ['kiwi']);
  assert.deepEqual(singularsOf('berries'), ['berry']);
  assert.deepEqual(singularsOf('tomatoes'), ['tomato']);
  assert.deepEqual(singularsOf('peaches'), ['peach', 'peache']);
  assert.deepEqual(singularsOf('geese'), ['goose']);
  assert.deepEqual(singularsOf('asparagus'), []);
  assert.deepEqual(singularsOf('grass'), []);
});

test('phrase forms vary the last word; "=" means exact', () => {
  assert.deepEqual(formsOf('pine nut'), ['pine nut', 'pine nuts']);
  assert.deepEqual(formsOf('ei='), ['ei']);
  assert.deepEqual(formsOfUserPhrase('sunflower seeds'), ['sunflower seeds', 'sunflower seed']);
  assert.deepEqual(formsOfUserPhrase('kiwi'), ['kiwi', 'kiwis']);
  assert.deepEqual(formsOfUserPhrase('grass'), ['grass', 'grasses']);
});

test('the token arrays grow past their first size and are reused after reset', () => {
  const vocabulary = new Vocabulary(['milk', 'egg']);
  const tokens = new Tokens(4);
  const text = Array.from({ length: 100 }, (_, k) => (k % 2 ? 'Egg' : 'milk')).join(', ');
  tokenize(text, vocabulary, tokens);
  assert.equal(tokens.length, 100);
  assert.deepEqual(wordsOf(tokens, vocabulary).slice(0, 3), ['milk', 'egg', 'milk']);
  assert.deepEqual([tokens.starts[99], tokens.ends[99]], [text.length - 3, text.length]);
  tokenize('egg', vocabulary, tokens.reset());
  assert.deepEqual(wordsOf(tokens, vocabulary), ['egg']);
  assert.deepEqual(tokens.texts, ['egg']);
});

test('words longer than the tokenizer keeps in its buffer, and folded words, match exactly', () => {
  const long = 'pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(2); // 90 letters
  const vocabulary = new Vocabulary([long, 'sussmolke', 'creme']);
  assert.deepEqual(wordsOf(tokenize(`${long.toUpperCase()} ${long}x ${long.slice(1)}`, vocabulary), vocabulary), [long]);
  // ß folds to two letters, a decomposed accent to none: both still compare letter by letter.
  assert.deepEqual(wordsOf(tokenize('Süßmolke SÜSSMOLKE cre\u0300me cremes', vocabulary), vocabulary), ['sussmolke', 'sussmolke', 'creme']);
});
