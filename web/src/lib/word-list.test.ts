import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { joinWordList } from './word-list';

// A Japanese menu read "材料: 米麺, 卵, ピーナッツ": English punctuation in a Japanese page.

test('a comma-separated list is joined again with the language\'s separator, whatever commas and spacing it came with', () => {
  assert.equal(joinWordList('米麺, 卵,ピーナッツ ,  エビ', '、'), '米麺、卵、ピーナッツ、エビ');
  assert.equal(joinWordList('rice noodles、egg，peanuts', ', '), 'rice noodles, egg, peanuts');
  assert.equal(joinWordList(' , egg,, ', ', '), 'egg');
});

test('Japanese and Chinese pages list with 、 and end labels with a full-width colon; French puts a space before its colon', () => {
  const words = (language: string) => (JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', language, 'common.json'), 'utf8')) as { languageWords: Record<string, string> }).languageWords;
  for (const language of LANGUAGES) {
    const { listSeparator, labelEnd } = words(language);
    const cjk = language === 'ja' || language === 'zh';
    assert.equal(listSeparator, cjk ? '、' : ', ', `${language} listSeparator`);
    assert.equal(labelEnd, cjk ? '：' : language === 'fr' ? '\u00a0: ' : ': ', `${language} labelEnd`);
  }
});
