import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { reviewAge } from './review-age';

const now = new Date('2026-03-01T12:00:00Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

test('a review date reads as time ago in the interface language', () => {
  assert.equal(reviewAge(daysBefore(14), now, 'en'), '2 weeks ago');
  assert.equal(reviewAge(daysBefore(14), now, 'de'), 'vor 2 Wochen');
  assert.equal(reviewAge(daysBefore(14), now, 'ja'), '2 週間前');
  assert.equal(reviewAge(daysBefore(1), now, 'en'), 'yesterday');
  assert.equal(reviewAge(daysBefore(65), now, 'fr'), 'il y a 2 mois');
  assert.equal(reviewAge(daysBefore(800), now, 'en'), '2 years ago');
});

test('no other language is left with the English words', () => {
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    const text = reviewAge(daysBefore(14), now, language)!;
    assert.doesNotMatch(text, /weeks?|ago/, `${language}: ${text}`);
  }
});

test('a date that does not parse gives nothing to show', () => {
  assert.equal(reviewAge(undefined, now, 'en'), undefined);
  assert.equal(reviewAge('two weeks ago', now, 'en'), undefined);
});
