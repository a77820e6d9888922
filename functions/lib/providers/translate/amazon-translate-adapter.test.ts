import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { languageDetectionSchema } from '../../../../shared/api/translate';
import type { AwsClientOptions } from '../../aws/client-options';
import { type ScriptedAnswer, startWireServer, type WireServer } from '../../testing/wire-server';
import { AMAZON_DETECTION_CONFIDENCE, amazonTranslateAdapter } from './amazon-translate-adapter';

/** Amazon Translate speaks awsJson1_1 (service-2.json: targetPrefix AWSShineFrontendService_20170701, signing name "translate"). */
function translateAws(server: WireServer): AwsClientOptions {
  return { endpoint: server.endpoint, region: 'eu-west-1', credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' } };
}

const translated = (TranslatedText: string, SourceLanguageCode: string): ScriptedAnswer => ({
  status: 200,
  headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': 'req-1' },
  body: { TranslatedText, SourceLanguageCode, TargetLanguageCode: 'en' },
});

test('TranslateText goes out in its wire format: signed POST / with the target header, auto source, English target', async (t) => {
  const server = await startWireServer(() => translated('Vegan gluten-free food', 'es'));
  t.after(() => server.close());

  const result = await amazonTranslateAdapter({ aws: translateAws(server) }).detectAndTranslate('comida vegana sin gluten');

  assert.equal(server.requests.length, 1);
  const [request] = server.requests;
  assert.equal(request!.method, 'POST');
  assert.equal(request!.path, '/');
  assert.equal(request!.headers['content-type'], 'application/x-amz-json-1.1');
  assert.equal(request!.headers['x-amz-target'], 'AWSShineFrontendService_20170701.TranslateText');
  assert.match(String(request!.headers.authorization), /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-1\/translate\/aws4_request/);
  assert.match(String(request!.headers.authorization), /SignedHeaders=(?=.*\bx-amz-target\b)(?=.*\bhost\b)[a-z0-9;-]+/);
  assert.deepEqual(JSON.parse(request!.body), { Text: 'comida vegana sin gluten', SourceLanguageCode: 'auto', TargetLanguageCode: 'en' });

  assert.deepEqual(result, {
    originalText: 'comida vegana sin gluten',
    detectedLanguage: 'es',
    translatedText: 'Vegan gluten-free food',
    confidence: AMAZON_DETECTION_CONFIDENCE,
    extractedDietaryInfo: { preferences: ['Vegan', 'Gluten-Free'], allergies: [] },
    searchIntent: { type: 'find_restaurant', dishes: [] },
  });
  assert.ok(languageDetectionSchema.safeParse(result).success, `expected languageDetectionSchema.safeParse(result).success; got ${inspect(languageDetectionSchema.safeParse(result).success)}`);
});

test('extraction reads the English translation and the original: Japanese, Korean, French, German', async (t) => {
  const answers: Record<string, ScriptedAnswer> = {
    '寿司 ベジタリアン': translated('Sushi vegetarian', 'ja'),
    '비건 한식': translated('Vegan Korean food', 'ko'),
    'restaurant végétarien pas cher': translated('Cheap vegetarian restaurant', 'fr'),
    'Restaurant ohne Nüsse': translated('Restaurant without nuts', 'de'),
  };
  const server = await startWireServer((request) => answers[(JSON.parse(request.body) as { Text: string }).Text]!);
  t.after(() => server.close());
  const adapter = amazonTranslateAdapter({ aws: translateAws(server) });

  const ja = await adapter.detectAndTranslate('寿司 ベジタリアン');
  assert.deepEqual([ja.detectedLanguage, ja.extractedDietaryInfo], ['ja', { cuisineType: 'japanese', preferences: ['Vegetarian'], allergies: [] }]);
  const ko = await adapter.detectAndTranslate('비건 한식');
  assert.deepEqual([ko.detectedLanguage, ko.extractedDietaryInfo], ['ko', { cuisineType: 'korean', preferences: ['Vegan'], allergies: [] }]);
  const fr = await adapter.detectAndTranslate('restaurant végétarien pas cher');
  assert.deepEqual([fr.detectedLanguage, fr.searchIntent.priceRange, fr.extractedDietaryInfo.preferences], ['fr', '$', ['Vegetarian']]);
  const de = await adapter.detectAndTranslate('Restaurant ohne Nüsse');
  assert.deepEqual(de.extractedDietaryInfo.preferences, ['Nut-Free']);
});

test('English comes back as typed; regional codes map to the nine languages; others keep their own code', async (t) => {
  const answers: Record<string, ScriptedAnswer> = {
    'thai food no peanuts': translated('Thai food no peanuts', 'en'),
    '素食餐廳': translated('Vegetarian restaurant', 'zh-TW'),
    'vegetarisch eten': translated('vegetarian food', 'nl'),
  };
  const server = await startWireServer((request) => answers[(JSON.parse(request.body) as { Text: string }).Text]!);
  t.after(() => server.close());
  const adapter = amazonTranslateAdapter({ aws: translateAws(server) });

  const en = await adapter.detectAndTranslate('thai food no peanuts');
  assert.deepEqual([en.detectedLanguage, en.translatedText, en.extractedDietaryInfo.allergies], ['en', 'thai food no peanuts', ['Peanuts']]);
  const zh = await adapter.detectAndTranslate('素食餐廳');
  assert.deepEqual([zh.detectedLanguage, zh.extractedDietaryInfo.preferences], ['zh', ['Vegetarian']]);
  const nl = await adapter.detectAndTranslate('vegetarisch eten');
  assert.deepEqual([nl.detectedLanguage, nl.translatedText, nl.extractedDietaryInfo.preferences], ['nl', 'vegetarian food', ['Vegetarian']]);
  assert.ok(languageDetectionSchema.safeParse(nl).success, `expected languageDetectionSchema.safeParse(nl).success; got ${inspect(languageDetectionSchema.safeParse(nl).success)}`);
});

test("Translate's documented errors reach the caller by name; a low-confidence detection is not retried", async (t) => {
  const server = await startWireServer(() => ({
    status: 400,
    headers: { 'content-type': 'application/x-amz-json-1.1' },
    body: {
      __type: 'DetectedLanguageLowConfidenceException',
      Message: 'Amazon Comprehend could not determine the source language with enough confidence.',
      DetectedLanguageCode: 'pt',
    },
  }));
  t.after(() => server.close());
  await assert.rejects(amazonTranslateAdapter({ aws: translateAws(server) }).detectAndTranslate('comida barata'), (error: Error) => {
    assert.equal(error.name, 'DetectedLanguageLowConfidenceException');
    return true;
  });
  assert.equal(server.requests.length, 1);
});

test('throttling is retried, then the answer is used', async (t) => {
  let calls = 0;
  const server = await startWireServer(() =>
    ++calls < 3
      ? { status: 400, body: { __type: 'com.amazonaws.translate#TooManyRequestsException', Message: 'Rate exceeded' } }
      : translated('Gluten-free pizza', 'it'),
  );
  t.after(() => server.close());
  const result = await amazonTranslateAdapter({ aws: translateAws(server) }).detectAndTranslate('pizza senza glutine');
  assert.equal(server.requests.length, 3);
  assert.deepEqual([result.detectedLanguage, result.extractedDietaryInfo.preferences], ['it', ['Gluten-Free']]);
});

test('an answer without the translated text is an error, not an empty search', async (t) => {
  const server = await startWireServer(() => ({ status: 200, body: { SourceLanguageCode: 'es' } }));
  t.after(() => server.close());
  await assert.rejects(amazonTranslateAdapter({ aws: translateAws(server) }).detectAndTranslate('sushi'), /without TranslatedText/);
});

test('the detection rules come first: loanwords alone are the interface language, Han text in Japanese is Japanese', async (t) => {
  const server = await startWireServer((request) => {
    const { Text, SourceLanguageCode } = JSON.parse(request.body) as { Text: string; SourceLanguageCode: string };
    const english: Record<string, string> = { Pizza: 'Pizza', 寿司: 'Sushi', 'comida vegana': 'Vegan food' };
    return translated(english[Text] ?? Text, SourceLanguageCode === 'auto' ? 'es' : SourceLanguageCode);
  });
  t.after(() => server.close());
  const adapter = amazonTranslateAdapter({ aws: translateAws(server) });

  // English interface: "pizza" is not sent to be guessed (Comprehend says Italian), it is English.
  const pizza = await adapter.detectAndTranslate('pizza', { languageHint: 'en' });
  assert.deepEqual([pizza.detectedLanguage, pizza.translatedText, server.requests.length], ['en', 'pizza', 0]);
  const sources = async (text: string, languageHint: 'de' | 'ja') => {
    const result = await adapter.detectAndTranslate(text, { languageHint });
    return [result.detectedLanguage, (JSON.parse(server.requests.at(-1)!.body) as { SourceLanguageCode: string }).SourceLanguageCode];
  };
  assert.deepEqual(await sources('Pizza', 'de'), ['de', 'de']);
  assert.deepEqual(await sources('寿司', 'ja'), ['ja', 'ja']);
  // Anything else is Translate's to detect.
  assert.deepEqual(await sources('comida vegana', 'de'), ['es', 'auto']);
});
