import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { languageDetectionSchema, TRANSLATE_MESSAGES } from '../../shared/api/translate';
import { createTestUser, startTestRuntime, type TestRuntime, type TestUser } from './support/runtime';
import { post, statusAndBody } from './support/http';

/** POST /search/translate (detect-and-translate) through the real local runtime, signed in, embedded lexicon adapter. */
let runtime: TestRuntime;
let user: TestUser;

before(async () => {
  runtime = await startTestRuntime();
  user = await createTestUser(runtime);
});
after(async () => {
  await runtime?.dispose();
});

const translate = (body: unknown, token: string | null = user.accessToken) =>
  post(runtime, '/search/translate', body, token ?? undefined).then(statusAndBody);

test('a Spanish query is detected, translated and its diets extracted', async () => {
  const answer = await translate({ text: '  comida vegana sin gluten ' });
  assert.equal(answer.status, 200);
  const detection = languageDetectionSchema.parse(answer.body);
  assert.equal(detection.originalText, 'comida vegana sin gluten');
  assert.equal(detection.detectedLanguage, 'es');
  assert.equal(detection.translatedText, 'vegan gluten-free food');
  assert.ok(detection.confidence >= 0.9, `expected detection.confidence >= 0.9; got detection.confidence = ${inspect(detection.confidence)}`);
  assert.deepEqual(detection.extractedDietaryInfo, { preferences: ['Vegan', 'Gluten-Free'], allergies: [] });
  assert.equal(detection.searchIntent.type, 'find_restaurant');
});

test('Japanese and Chinese by script, with cuisine; English stays as typed with its allergy', async () => {
  const ja = languageDetectionSchema.parse((await translate({ text: '寿司 ベジタリアン' })).body);
  assert.deepEqual([ja.detectedLanguage, ja.translatedText, ja.extractedDietaryInfo.cuisineType, ja.extractedDietaryInfo.preferences], [
    'ja',
    'vegetarian sushi',
    'japanese',
    ['Vegetarian'],
  ]);
  const zh = languageDetectionSchema.parse((await translate({ text: '素食 中餐' })).body);
  assert.deepEqual([zh.detectedLanguage, zh.extractedDietaryInfo.cuisineType], ['zh', 'chinese']);
  const en = languageDetectionSchema.parse((await translate({ text: 'thai food no peanuts' })).body);
  assert.deepEqual([en.detectedLanguage, en.translatedText, en.extractedDietaryInfo.allergies], ['en', 'thai food no peanuts', ['Peanuts']]);
});

test('the interface language breaks the Spanish/Portuguese tie', async () => {
  const pt = languageDetectionSchema.parse((await translate({ text: 'comida vegana barata', languageHint: 'pt' })).body);
  assert.deepEqual([pt.detectedLanguage, pt.translatedText, pt.searchIntent.priceRange], ['pt', 'cheap vegan food', '$']);
});

test('blank or over-long text is refused with the message to show; a signed-out caller gets the gateway 401', async () => {
  const blank = await translate({ text: '   ' });
  assert.equal(blank.status, 400);
  assert.deepEqual(blank.body.error, {
    code: 'VALIDATION_FAILED',
    message: `body.text: ${TRANSLATE_MESSAGES.missing}`,
    fields: [{ path: 'body.text', message: TRANSLATE_MESSAGES.missing }],
  });
  const long = await translate({ text: 'x'.repeat(501) });
  assert.equal(long.status, 400);
  assert.deepEqual(long.body.error && (long.body.error as { fields: unknown }).fields, [{ path: 'body.text', message: TRANSLATE_MESSAGES.tooLong }]);
  const anonymous = await translate({ text: 'sushi' }, null);
  assert.deepEqual(anonymous, { status: 401, body: { message: 'Unauthorized' } });
});
