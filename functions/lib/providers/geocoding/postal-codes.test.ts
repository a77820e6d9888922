import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parsePostalCode, parsePostalPrefix } from './postal-codes';

test('US ZIP codes, with or without the +4 part', () => {
  assert.deepEqual(parsePostalCode('19103'), { country: 'US', zip: '19103' });
  assert.deepEqual(parsePostalCode(' 19103-1234 '), { country: 'US', zip: '19103' });
  assert.deepEqual(parsePostalCode('191031234'), { country: 'US', zip: '19103' });
  for (const text of ['1910', '191034', '19103-12', 'Paris 75001', '75001a']) assert.equal(parsePostalCode(text), null, text);
});

test('Canadian postal codes, spaced or not, any case; the first three characters are enough', () => {
  assert.deepEqual(parsePostalCode('M5V 2T6'), { country: 'CA', fsa: 'M5V', code: 'M5V 2T6' });
  assert.deepEqual(parsePostalCode('m5v2t6'), { country: 'CA', fsa: 'M5V', code: 'M5V 2T6' });
  assert.deepEqual(parsePostalCode('k1a'), { country: 'CA', fsa: 'K1A', code: 'K1A' });
  // D, F, I, O, Q, U never start a code; W and Z never start one either.
  for (const text of ['D5V 2T6', 'W1A 1AA', 'M5V 2T', 'SW1A 1AA', 'Mo']) assert.equal(parsePostalCode(text), null, text);
});

test('postal codes being typed', () => {
  assert.deepEqual(parsePostalPrefix('191'), { country: 'US', prefix: '191' });
  assert.deepEqual(parsePostalPrefix('19103-1'), { country: 'US', prefix: '19103' });
  assert.deepEqual(parsePostalPrefix('M5'), { country: 'CA', prefix: 'M5' });
  assert.deepEqual(parsePostalPrefix('m5v 2'), { country: 'CA', prefix: 'M5V' });
  assert.deepEqual(parsePostalPrefix('M5V2T6'), { country: 'CA', prefix: 'M5V' });
  for (const text of ['Ma', 'phi', 'M5 2', 'edin']) assert.equal(parsePostalPrefix(text), null, text);
});
