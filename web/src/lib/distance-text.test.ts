import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { localizedDistance } from './distance-text';

/** Intl puts no-break spaces where a language wants them ("1,3 km" in French). */
const plain = (text: string, language: string) => localizedDistance(text, language).replace(/[\u00a0\u202f]/g, ' ');

test('the unit is named in the interface language, the number kept as sent', () => {
  assert.equal(plain('0.2 miles', 'en'), '0.2 miles');
  assert.equal(plain('1 mile', 'en'), '1 mile');
  assert.equal(plain('1.3 km', 'en'), '1.3 km');
  assert.equal(plain('0.2 miles', 'ja'), '0.2 マイル');
  assert.equal(plain('0.2 miles', 'es'), '0,2 millas');
  assert.equal(plain('0.2 miles', 'de'), '0,2 Meilen');
  assert.equal(plain('1.3 km', 'zh'), '1.3公里');
  assert.equal(plain('1.3 km', 'fr'), '1,3 km');
});

test('no language is left with the English unit name', () => {
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    assert.doesNotMatch(localizedDistance('0.2 miles', language), /miles/, language);
  }
});

test('text without a number or a known unit is shown as it came', () => {
  assert.equal(localizedDistance('Calculating...', 'ja'), 'Calculating...');
  assert.equal(localizedDistance('3 leagues', 'ja'), '3 leagues');
});
