import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { fallbackDetection } from '../domain/search-lexicon';
import { languageDetectionSchema, TRANSLATE_MESSAGES, translateRequestSchema } from './translate';

const messages = (input: unknown) => {
  const result = translateRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

test('the search text is trimmed and must be 1 to 500 characters, with clear messages', () => {
  assert.deepEqual(translateRequestSchema.parse({ text: '  sushi  ' }), { text: 'sushi' });
  assert.deepEqual(messages({}), [TRANSLATE_MESSAGES.missing]);
  assert.deepEqual(messages({ text: '   ' }), [TRANSLATE_MESSAGES.missing]);
  assert.deepEqual(messages({ text: 42 }), [TRANSLATE_MESSAGES.missing]);
  assert.deepEqual(messages({ text: 'a'.repeat(501) }), ['Keep the search text to 500 characters or fewer.']);
  assert.deepEqual(messages({ text: ` ${'a'.repeat(500)} ` }), []);
});

test('the language hint is optional and one of the nine languages; unknown fields are refused', () => {
  assert.deepEqual(translateRequestSchema.parse({ text: 'comida barata', languageHint: 'pt' }), { text: 'comida barata', languageHint: 'pt' });
  assert.equal(translateRequestSchema.safeParse({ text: 'x', languageHint: 'nl' }).success, false);
  assert.equal(translateRequestSchema.safeParse({ text: 'x', userInput: 'x' }).success, false);
});

test('the fallback answer fits the response contract; a bad language code does not', () => {
  const fallback = fallbackDetection('pizza sin gluten');
  assert.ok(languageDetectionSchema.safeParse(fallback).success, `expected languageDetectionSchema.safeParse(fallback).success; got ${inspect(languageDetectionSchema.safeParse(fallback).success)}`);
  assert.equal(languageDetectionSchema.safeParse({ ...fallback, detectedLanguage: 'EN-us' }).success, false);
  assert.equal(languageDetectionSchema.safeParse({ ...fallback, confidence: 1.5 }).success, false);
});
