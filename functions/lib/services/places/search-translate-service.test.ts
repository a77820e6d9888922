import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FALLBACK_CONFIDENCE } from '../../../../shared/domain/search-lexicon/index';
import type { TranslatePort } from '../../providers/translate/port';
import { capturingLogger } from '../../testing/capture-logs';
import { detectAndTranslate } from './search-translate-service';

test("the provider's answer is returned as it is, with the interface language passed as the hint", async (t) => {
  const { logger } = capturingLogger(t);
  const seen: unknown[] = [];
  const answer = {
    originalText: 'comida barata',
    detectedLanguage: 'pt',
    translatedText: 'cheap food',
    confidence: 0.5,
    extractedDietaryInfo: { preferences: [], allergies: [] },
    searchIntent: { type: 'find_restaurant' as const, priceRange: '$' as const, dishes: [] },
  };
  const translate: TranslatePort = {
    detectAndTranslate: (text, options) => {
      seen.push([text, options]);
      return Promise.resolve(answer);
    },
  };
  const result = await detectAndTranslate({ translate: () => translate, logger }, { text: 'comida barata', languageHint: 'pt' });
  assert.equal(result, answer);
  assert.deepEqual(seen, [['comida barata', { languageHint: 'pt' }]]);
});

test('any provider failure answers the spec fallback (original text as English, low confidence) and logs a warning', async (t) => {
  const { logger, lines } = capturingLogger(t);
  const failing: TranslatePort = { detectAndTranslate: () => Promise.reject(Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' })) };
  const result = await detectAndTranslate({ translate: () => failing, logger }, { text: 'pizza sin gluten' });
  assert.deepEqual(result, {
    originalText: 'pizza sin gluten',
    detectedLanguage: 'en',
    translatedText: 'pizza sin gluten',
    confidence: FALLBACK_CONFIDENCE,
    extractedDietaryInfo: { cuisineType: 'pizza', preferences: ['Gluten-Free'], allergies: [] },
    searchIntent: { type: 'find_restaurant', dishes: [] },
  });
  assert.equal(lines.length, 1);
  assert.equal(lines[0]!.level, 'WARN');
  assert.deepEqual(lines[0]!.error, { name: 'TooManyRequestsException', message: 'Rate exceeded' });
});
