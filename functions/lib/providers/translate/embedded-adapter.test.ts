import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { languageDetectionSchema } from '../../../../shared/api/translate';
import { embeddedTranslateAdapter } from './embedded-adapter';

const adapter = embeddedTranslateAdapter();

const queries = [
  { text: 'comida vegana sin gluten', language: 'es', translated: 'vegan gluten-free food', preferences: ['Vegan', 'Gluten-Free'] },
  { text: 'restaurant végétarien pas cher', language: 'fr', translated: 'cheap vegetarian restaurant', preferences: ['Vegetarian'], price: '$' },
  { text: '寿司 ベジタリアン', language: 'ja', translated: 'vegetarian sushi', preferences: ['Vegetarian'], cuisine: 'japanese' },
  { text: 'vegetarisches indisches Restaurant', language: 'de', translated: 'vegetarian indian restaurant', preferences: ['Vegetarian'], cuisine: 'indian' },
  { text: 'pizza senza glutine', language: 'it', translated: 'gluten-free pizza', preferences: ['Gluten-Free'], cuisine: 'pizza' },
  { text: 'comida sem glúten perto de mim', language: 'pt', translated: 'gluten-free food nearby', preferences: ['Gluten-Free'] },
  { text: '비건 한식', language: 'ko', translated: 'vegan korean food', preferences: ['Vegan'], cuisine: 'korean' },
  { text: '素食 中餐', language: 'zh', translated: 'vegetarian chinese food', preferences: ['Vegetarian'], cuisine: 'chinese' },
  { text: 'thai food no peanuts', language: 'en', translated: 'thai food no peanuts', allergies: ['Peanuts'], cuisine: 'thai' },
  // Every word of it is also French ("burgers", "halal"): English by the tie rule, with low confidence.
  { text: 'halal burgers', language: 'en', translated: 'halal burgers', preferences: ['Halal'], cuisine: 'american', minConfidence: 0.2 },
  { text: 'ピーナッツアレルギー', language: 'ja', translated: 'peanut allergy', allergies: ['Peanuts'] },
  { text: 'alergia al maní', language: 'es', translated: 'peanut allergy', allergies: ['Peanuts'] },
] as const;

for (const q of queries) {
  test(`${q.language}: "${q.text}"`, async () => {
    const result = await adapter.detectAndTranslate(q.text);
    assert.ok(languageDetectionSchema.safeParse(result).success, 'fits the response contract');
    assert.equal(result.originalText, q.text);
    assert.equal(result.detectedLanguage, q.language);
    assert.equal(result.translatedText, q.translated);
    const minConfidence = 'minConfidence' in q ? q.minConfidence : 0.5;
    assert.ok(result.confidence >= minConfidence && result.confidence <= 1, `confidence ${result.confidence}`);
    assert.deepEqual(result.extractedDietaryInfo.preferences, 'preferences' in q ? q.preferences : []);
    assert.deepEqual(result.extractedDietaryInfo.allergies, 'allergies' in q ? q.allergies : []);
    assert.equal(result.extractedDietaryInfo.cuisineType, 'cuisine' in q ? q.cuisine : undefined);
    assert.equal(result.searchIntent.priceRange, 'price' in q ? q.price : undefined);
    assert.equal(result.searchIntent.type, 'find_restaurant');
  });
}

test('"comida vegana barata" (es or pt): Spanish with low confidence, Portuguese with a Portuguese interface; same meaning', async () => {
  const plain = await adapter.detectAndTranslate('comida vegana barata');
  const hinted = await adapter.detectAndTranslate('comida vegana barata', { languageHint: 'pt' });
  assert.deepEqual([plain.detectedLanguage, hinted.detectedLanguage], ['es', 'pt']);
  assert.ok(plain.confidence < 0.6, `expected plain.confidence < 0.6; got plain.confidence = ${inspect(plain.confidence)}`);
  for (const result of [plain, hinted]) {
    assert.equal(result.translatedText, 'cheap vegan food');
    assert.deepEqual(result.extractedDietaryInfo.preferences, ['Vegan']);
    assert.equal(result.searchIntent.priceRange, '$');
  }
});

test('when eld cannot be loaded the adapter fails, so the service can answer the fallback', async () => {
  const broken = embeddedTranslateAdapter(() => Promise.reject(new Error('Cannot find package eld')));
  await assert.rejects(broken.detectAndTranslate('sushi'), /Cannot find package eld/);
});

test('the interface language reaches the detector: "pizza" is no Italian, "vegane Pizza" German, "寿司" Japanese in Japanese', async () => {
  const pizza = await adapter.detectAndTranslate('pizza', { languageHint: 'en' });
  assert.deepEqual([pizza.detectedLanguage, pizza.translatedText], ['en', 'pizza']);
  const vegane = await adapter.detectAndTranslate('vegane Pizza', { languageHint: 'en' });
  assert.deepEqual([vegane.detectedLanguage, vegane.translatedText, vegane.extractedDietaryInfo.preferences], ['de', 'vegan pizza', ['Vegan']]);
  const sushi = await adapter.detectAndTranslate('寿司', { languageHint: 'ja' });
  assert.deepEqual([sushi.detectedLanguage, sushi.translatedText], ['ja', 'sushi']);
});
