import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Language } from '../../i18n/languages';
import { readSearchText } from './search-text';
import { translateWithLexicon } from './translate';

/** As the search service reads a search: the translation to match, the original for restrictions. */
function read(text: string, language: Language) {
  const translated = translateWithLexicon(text, language);
  const { words, avoid } = readSearchText(language === 'en' ? { text, language } : { text: translated, original: text, language: 'en' });
  return { words, avoid };
}

test('natural sentences in the nine languages leave nothing to match but what picks a place', () => {
  const cases: [Language, string, string[], string[]][] = [
    ['en', 'I would like some vegan pizza without cheese near Rittenhouse please', ['rittenhouse'], ['cheese']],
    ['es', 'quiero comida mexicana sin lácteos', [], []],
    ['es', 'busco tacos al pastor sin cilantro cerca de aquí', ['tacos', 'pastor'], ['cilantro']],
    ['fr', 'je voudrais manger une pizza sans fromage ce soir', [], ['cheese']],
    ['de', 'ich suche ein gutes italienisches Restaurant ohne Käse in der Nähe', [], ['cheese']],
    ['it', 'vorrei mangiare una pizza vegana senza formaggio', [], ['cheese']],
    ['pt', 'quero comer sushi sem glúten perto de mim', ['sushi'], []],
    ['ja', '近くのチーズ抜きのピザ屋さんを教えて', [], ['cheese']],
    ['ko', '근처에 치즈 없이 먹을 수 있는 피자집 추천해줘', [], ['cheese']],
    ['zh', '附近有没有不要奶酪的披萨店', [], ['cheese']],
  ];
  for (const [language, text, words, avoid] of cases) {
    assert.deepEqual(read(text, language), { words, avoid }, `${language}: ${text}`);
  }
});

test('an avoided thing is never a word to match; a diet or allergy preset covers it, else it is an avoid term', () => {
  assert.deepEqual(read('vegan pizza without cheese', 'en'), { words: [], avoid: ['cheese'] });
  assert.deepEqual(read('gluten-free pasta', 'en'), { words: ['pasta'], avoid: [] }, 'Gluten-Free is a diet: extraction adds it');
  assert.deepEqual(read('thai food no peanuts', 'en'), { words: [], avoid: [] }, 'Peanuts is an allergy: extraction adds it');
  assert.deepEqual(read('sushi without mushrooms', 'en'), { words: ['sushi'], avoid: ['mushrooms'] }, 'a word the lexicon does not know');
  assert.deepEqual(read('msg-free noodles', 'en'), { words: ['noodles'], avoid: ['msg'] });
  assert.deepEqual(read('ramen ohne Schweinefleisch', 'en'), { words: ['ramen'], avoid: ['pork'] });
  assert.deepEqual(readSearchText({ text: 'パクチー抜きのフォー' }).avoid, ['パクチー']);
  assert.deepEqual(readSearchText({ text: '不要洋葱' }).avoid, ['洋葱']);
});

test('dishes and plain mentions are words to match, as typed or in English for CJK; cuisine, diet, price and intent are not', () => {
  assert.deepEqual(readSearchText({ text: 'cheesecake factory' }).words, ['cheesecake', 'factory']);
  assert.deepEqual(readSearchText({ text: 'peanut noodles' }).words, ['peanut', 'noodles']);
  assert.deepEqual(readSearchText({ text: '寿司' }).words, ['sushi']);
  assert.deepEqual(readSearchText({ text: 'cheap italian restaurant open now near me' }).words, []);
  assert.deepEqual(readSearchText({ text: 'Reading Terminal Market' }).words, ['reading', 'terminal', 'market']);
});

test('a cuisine only a dish suggests is a hint; one named outright is not', () => {
  assert.equal(readSearchText({ text: 'cheesecake factory' }).suggestedCuisine, 'dessert');
  assert.equal(readSearchText({ text: 'sushi' }).suggestedCuisine, 'japanese');
  assert.equal(readSearchText({ text: 'japanese sushi' }).suggestedCuisine, undefined);
  assert.equal(readSearchText({ text: 'vegan pizza' }).suggestedCuisine, undefined, 'pizza is a cuisine');
});
