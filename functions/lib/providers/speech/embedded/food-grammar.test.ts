import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FOOD_GRAMMAR, grammarWords, restrictDictionary } from './food-grammar';
import { DEFAULT_MODEL_DIR } from './pocketsphinx-adapter';

test('grammar words are the words of every rule, without rule names or JSGF keywords', () => {
  const words = grammarWords('#JSGF V1.0;\ngrammar food;\npublic <q> = [<a>] pizza+;\n<a> = cheap | near me;\n');
  assert.deepEqual(words, ['cheap', 'me', 'near', 'pizza']);
  const food = grammarWords(FOOD_GRAMMAR);
  for (const word of ['vegan', 'pizza', 'near', 'me', 'thai', 'food', 'sushi', 'gluten', 'free', 'halal', 'sesame']) assert.ok(food.includes(word), word);
  assert.ok(!food.includes('public') && !food.includes('grammar') && !food.includes('query'), `expected !food.includes('public') && !food.includes('grammar') && !food.includes('query'); got food = ${inspect(food)}`);
});

test('the dictionary keeps only the wanted words, alternates included, plus extras, and names what is missing', () => {
  const full = ['pizza P IY T S AH', 'near N IH R', 'near(2) N IY R', 'nearby N IH R B AY', 'tomato T AH M EY T OW', ''].join('\n');
  const { text, missing } = restrictDictionary(full, ['near', 'pizza', 'ramen', 'udon'], 'ramen R AA M AH N\n');
  assert.equal(text, 'pizza P IY T S AH\nnear N IH R\nnear(2) N IY R\nramen R AA M AH N\n');
  assert.deepEqual(missing, ['udon']);
});

const installedDictionary = join(DEFAULT_MODEL_DIR, 'cmudict-en-us.dict');

test('every grammar word has a pronunciation in the installed US English dictionary or the extras', { skip: existsSync(installedDictionary) ? false : `needs ${installedDictionary} (apt-get install pocketsphinx-en-us)` }, () => {
  const { missing } = restrictDictionary(readFileSync(installedDictionary, 'utf8'), grammarWords(FOOD_GRAMMAR));
  assert.deepEqual(missing, []);
});
