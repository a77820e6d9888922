import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Language } from '../../i18n/languages';
import { extractSearchInfo } from './extract';
import { translateWithLexicon } from './translate';

/** The lexicon's own pipeline, as the embedded adapter runs it once the language is known. */
function analyze(text: string, language: Language) {
  const translatedText = translateWithLexicon(text, language);
  return { translatedText, ...extractSearchInfo({ originalText: text, translatedText, language }) };
}

const cases: {
  text: string;
  language: Language;
  english: string;
  diets?: string[];
  allergies?: string[];
  cuisine?: string;
  price?: string;
  dishes?: string[];
}[] = [
  { text: 'comida vegana sin gluten', language: 'es', english: 'vegan gluten-free food', diets: ['Vegan', 'Gluten-Free'] },
  { text: 'restaurant végétarien pas cher', language: 'fr', english: 'cheap vegetarian restaurant', diets: ['Vegetarian'], price: '$' },
  { text: '寿司 ベジタリアン', language: 'ja', english: 'vegetarian sushi', diets: ['Vegetarian'], cuisine: 'japanese', dishes: ['sushi'] },
  { text: 'vegetarisches indisches Restaurant', language: 'de', english: 'vegetarian indian restaurant', diets: ['Vegetarian'], cuisine: 'indian' },
  { text: 'pizza senza glutine', language: 'it', english: 'gluten-free pizza', diets: ['Gluten-Free'], cuisine: 'pizza' },
  { text: 'comida vegana barata', language: 'pt', english: 'cheap vegan food', diets: ['Vegan'], price: '$' },
  { text: 'comida vegana barata', language: 'es', english: 'cheap vegan food', diets: ['Vegan'], price: '$' },
  { text: '비건 한식', language: 'ko', english: 'vegan korean food', diets: ['Vegan'], cuisine: 'korean' },
  { text: '素食 中餐', language: 'zh', english: 'vegetarian chinese food', diets: ['Vegetarian'], cuisine: 'chinese' },
  { text: 'thai food no peanuts', language: 'en', english: 'thai food no peanuts', allergies: ['Peanuts'], cuisine: 'thai' },
  { text: 'halal burgers', language: 'en', english: 'halal burgers', diets: ['Halal'], cuisine: 'american', dishes: ['burgers'] },
  { text: 'Restaurant ohne Nüsse', language: 'de', english: 'nut-free restaurant', diets: ['Nut-Free'] },
  { text: 'laktosefreies Eis', language: 'de', english: 'lactose-free ice cream', diets: ['Dairy-Free'], cuisine: 'dessert', dishes: ['ice cream'] },
  { text: 'cuisine italienne sans gluten', language: 'fr', english: 'gluten-free italian cuisine', diets: ['Gluten-Free'], cuisine: 'italian' },
  { text: 'ristorante di pesce', language: 'it', english: 'seafood restaurant', cuisine: 'seafood' },
  { text: 'restaurante de mariscos', language: 'es', english: 'shellfish restaurant', cuisine: 'seafood' },
  { text: 'restaurante japonês barato', language: 'pt', english: 'cheap japanese restaurant', cuisine: 'japanese', price: '$' },
  { text: 'グルテンフリーのパン屋', language: 'ja', english: 'gluten-free bakery', diets: ['Gluten-Free'], cuisine: 'bakery' },
  { text: '卵なしのケーキ', language: 'ja', english: 'egg-free cake', allergies: ['Eggs'], cuisine: 'dessert', dishes: ['cake'] },
  { text: '유제품 없는 디저트', language: 'ko', english: 'dairy-free dessert', diets: ['Dairy-Free'], cuisine: 'dessert' },
  { text: '저렴한 초밥', language: 'ko', english: 'cheap sushi', cuisine: 'japanese', price: '$', dishes: ['sushi'] },
  { text: '不含乳制品的甜点', language: 'zh', english: 'dairy-free dessert', diets: ['Dairy-Free'], cuisine: 'dessert' },
  { text: '附近的意大利餐厅', language: 'zh', english: 'nearby italian restaurant', cuisine: 'italian' },
  { text: 'lanchonete com opções veganas', language: 'pt', english: 'fast food with vegan options', diets: ['Vegan'], cuisine: 'fast-food' },
  { text: 'dîner gastronomique', language: 'fr', english: 'fine dining dinner', price: '$$$$' },
];

for (const c of cases) {
  test(`${c.language}: "${c.text}" → "${c.english}"`, () => {
    const result = analyze(c.text, c.language);
    assert.equal(result.translatedText, c.english);
    assert.deepEqual(result.extractedDietaryInfo.preferences, c.diets ?? []);
    assert.deepEqual(result.extractedDietaryInfo.allergies, c.allergies ?? []);
    assert.equal(result.extractedDietaryInfo.cuisineType, c.cuisine);
    assert.equal(result.searchIntent.priceRange, c.price);
    assert.deepEqual(result.searchIntent.dishes, c.dishes ?? []);
    assert.equal(result.searchIntent.type, 'find_restaurant');
  });
}

test('negations name a diet, not the ingredient: "without gluten" in every language is Gluten-Free', () => {
  const texts: [string, Language][] = [
    ['sin gluten', 'es'],
    ['sans gluten', 'fr'],
    ['glutenfrei', 'de'],
    ['ohne Gluten', 'de'],
    ['senza glutine', 'it'],
    ['sem glúten', 'pt'],
    ['sem gluten', 'pt'],
    ['gluten-free', 'en'],
    ['gluten free', 'en'],
    ['グルテンフリー', 'ja'],
    ['グルテン抜き', 'ja'],
    ['글루텐 프리', 'ko'],
    ['무글루텐', 'ko'],
    ['无麸质', 'zh'],
    ['不含麸质', 'zh'],
  ];
  for (const [text, language] of texts) {
    const { extractedDietaryInfo } = analyze(text, language);
    assert.deepEqual(extractedDietaryInfo, { preferences: ['Gluten-Free'], allergies: [] }, text);
  }
});

test('"wheat" named as an ingredient is not a restriction; avoided it is the Wheat allergy', () => {
  assert.deepEqual(analyze('pan de trigo', 'es').extractedDietaryInfo, { cuisineType: 'bakery', preferences: [], allergies: [] });
  assert.deepEqual(analyze('sin trigo', 'es').extractedDietaryInfo.allergies, ['Wheat']);
});

test('nuts avoided is the Nut-Free diet; a nut allergy covers Peanuts and Tree Nuts', () => {
  for (const [text, language] of [['sin nueces', 'es'], ['nut-free', 'en'], ['sans noix', 'fr'], ['nussfrei', 'de'], ['견과류 없는', 'ko'], ['ナッツ抜き', 'ja']] as const) {
    assert.deepEqual(analyze(text, language).extractedDietaryInfo.preferences, ['Nut-Free'], text);
  }
  assert.deepEqual(analyze('nut allergy', 'en').extractedDietaryInfo.allergies, ['Peanuts', 'Tree Nuts']);
});

test('allergy phrases name the allergy, before or after the ingredient, with lists', () => {
  const peanuts: [string, Language][] = [
    ['alergia al maní', 'es'],
    ['allergic to peanuts', 'en'],
    ['peanut allergy', 'en'],
    ['ピーナッツアレルギー', 'ja'],
    ['je suis allergique aux arachides', 'fr'],
    ['Erdnussallergie', 'de'],
    ['allergisch gegen Erdnüsse', 'de'],
    ['allergia alle arachidi', 'it'],
    ['sou alérgico a amendoim', 'pt'],
    ['땅콩 알레르기', 'ko'],
    ['땅콩알레르기', 'ko'],
    ['花生过敏', 'zh'],
    ['我对花生过敏', 'zh'],
  ];
  for (const [text, language] of peanuts) assert.deepEqual(analyze(text, language).extractedDietaryInfo.allergies, ['Peanuts'], text);
  assert.deepEqual(analyze('allergic to peanuts and shellfish', 'en').extractedDietaryInfo.allergies, ['Peanuts', 'Shellfish']);
  assert.deepEqual(analyze('alergia al maní y a los mariscos', 'es').extractedDietaryInfo.allergies, ['Peanuts', 'Shellfish']);
  assert.deepEqual(analyze('peanut and sesame allergy', 'en').extractedDietaryInfo.allergies, ['Peanuts', 'Sesame']);
  assert.equal(analyze('alergia al maní', 'es').translatedText, 'peanut allergy');
});

test('lists after a negation: "sin gluten ni lactosa", "sans gluten, lactose et œufs", "gluten and dairy free"', () => {
  assert.deepEqual(analyze('sin gluten ni lactosa', 'es').extractedDietaryInfo.preferences, ['Gluten-Free', 'Dairy-Free']);
  const french = analyze('sans gluten, lactose et œufs', 'fr').extractedDietaryInfo;
  assert.deepEqual([french.preferences, french.allergies], [['Gluten-Free', 'Dairy-Free'], ['Eggs']]);
  assert.deepEqual(analyze('gluten and dairy free pizza', 'en').extractedDietaryInfo.preferences, ['Gluten-Free', 'Dairy-Free']);
  assert.equal(analyze('sin gluten ni lactosa', 'es').translatedText, 'gluten-free and lactose-free');
});

test('without meat is Vegetarian; without an allergen with no diet preset is that allergy', () => {
  assert.deepEqual(analyze('sin carne', 'es').extractedDietaryInfo.preferences, ['Vegetarian']);
  assert.deepEqual(analyze('Frühstück ohne Ei', 'de').extractedDietaryInfo.allergies, ['Eggs']);
  assert.deepEqual(analyze('no shellfish', 'en').extractedDietaryInfo.allergies, ['Shellfish']);
  assert.deepEqual(analyze('lactose intolerant', 'en').extractedDietaryInfo.preferences, ['Dairy-Free']);
});

test('plain mentions of allergens are ingredients, not restrictions ("peanut noodles", "camarones")', () => {
  assert.deepEqual(analyze('peanut noodles', 'en').extractedDietaryInfo, { preferences: [], allergies: [] });
  const shrimp = analyze('tacos de camarones', 'es');
  assert.deepEqual([shrimp.extractedDietaryInfo.allergies, shrimp.extractedDietaryInfo.cuisineType], [[], 'mexican']);
});

test('a cuisine named outright beats one a dish suggests; the first named wins', () => {
  assert.equal(analyze('sushi italiano', 'es').extractedDietaryInfo.cuisineType, 'italian');
  assert.equal(analyze('tacos and sushi', 'en').extractedDietaryInfo.cuisineType, 'mexican');
  assert.equal(analyze('韩国烤肉', 'zh').extractedDietaryInfo.cuisineType, 'korean');
});

test('price words: "pas cher" is $ while "cher" is $$$; negated expensive is cheap', () => {
  assert.equal(analyze('restaurant pas cher', 'fr').searchIntent.priceRange, '$');
  assert.equal(analyze('restaurant cher', 'fr').searchIntent.priceRange, '$$$');
  assert.equal(analyze('nicht teuer', 'de').searchIntent.priceRange, '$');
  assert.equal(analyze('安い ラーメン', 'ja').searchIntent.priceRange, '$');
  assert.equal(analyze('米其林餐厅', 'zh').searchIntent.priceRange, '$$$$');
});

test('a language reading decides words several languages spell: "soy" is "I am" in Spanish, soy in English', () => {
  assert.deepEqual(analyze('soy alérgico al maní', 'es').extractedDietaryInfo.allergies, ['Peanuts']);
  assert.deepEqual(analyze('no soy sauce', 'en').extractedDietaryInfo.allergies, ['Soy']);
});

test('text with nothing food-related is a general search, passed through', () => {
  const result = analyze('Juan y María', 'es');
  assert.equal(result.searchIntent.type, 'general');
  assert.equal(result.translatedText, 'Juan and María');
  assert.deepEqual(result.extractedDietaryInfo, { preferences: [], allergies: [] });
});

test('the English translation adds what the original alone does not give (as Amazon Translate output)', () => {
  const result = extractSearchInfo({ originalText: 'xyz abc', translatedText: 'vegan gluten-free food', language: 'es' });
  assert.deepEqual(result.extractedDietaryInfo.preferences, ['Vegan', 'Gluten-Free']);
});
