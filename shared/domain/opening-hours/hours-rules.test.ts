import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hoursLines, intlHoursWords, openingHoursRules } from './hours-rules';

const linesIn = (locale: string, value: string, words: Parameters<typeof intlHoursWords>[1] = { publicHolidays: 'PH', schoolHolidays: 'SH', closed: 'closed', allDay: 'all day', always: 'always' }) =>
  hoursLines(openingHoursRules(value), intlHoursWords(locale, words));

test('opening hours are worded in the user\'s language: weekday names and the clock of the locale', { timeout: 10_000 }, () => {
  const value = 'Mo-Sa 11:00-22:00; Su,PH off';
  assert.deepEqual(linesIn('de', value, { publicHolidays: 'Feiertage', schoolHolidays: 'Schulferien', closed: 'geschlossen', allDay: '', always: '' }), ['Mo–Sa: 11:00–22:00', 'So, Feiertage: geschlossen']);
  assert.deepEqual(linesIn('ja', value, { publicHolidays: '祝日', schoolHolidays: '学校休暇', closed: '定休日', allDay: '', always: '', listSeparator: '、', labelEnd: '：' }), ['月–土：11:00–22:00', '日、祝日：定休日']);
  assert.deepEqual(linesIn('en-US', 'Fr-Sa 18:00-02:00'), ['Fri–Sat: 6:00 PM–2:00 AM']);
  // The language's punctuation: a list in Japanese is joined with 、 and a label ends with ：; French puts a space before its colon.
  assert.deepEqual(linesIn('fr', 'Mo,We 12:00-14:00,19:00-22:00', { publicHolidays: '', schoolHolidays: '', closed: '', allDay: '', always: '', labelEnd: '\u00a0: ' }), ['lun., mer.\u00a0: 12:00–14:00, 19:00–22:00']);
});

test('what is not recognised is kept as written', { timeout: 10_000 }, () => {
  assert.deepEqual(linesIn('de', 'sunrise-sunset'), ['sunrise-sunset']);
  assert.deepEqual(linesIn('de', '24/7'), ['always']);
  assert.deepEqual(linesIn('de', ''), []);
});
