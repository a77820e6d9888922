import { test } from 'node:test';
import assert from 'node:assert/strict';
import { updateProfileRequestSchema, usernameSchema } from './profile';

test('dietary lists are trimmed, collapsed and de-duplicated case-insensitively, first spelling kept', () => {
  const parsed = updateProfileRequestSchema.parse({
    allergies: ['  Peanuts ', 'peanuts', 'Tree   Nuts', 'PEANUTS', 'Soy'],
    dietary_preferences: ['Vegan', 'vegan '],
  });
  assert.deepEqual(parsed.allergies, ['Peanuts', 'Tree Nuts', 'Soy']);
  assert.deepEqual(parsed.dietary_preferences, ['Vegan']);
});

test('blank, over-long and too many entries are refused with a message on the entry', () => {
  const blank = updateProfileRequestSchema.safeParse({ allergies: ['Milk', '   '] });
  assert.equal(blank.success, false);
  assert.deepEqual(blank.error?.issues.map((i) => i.path), [['allergies', 1]]);
  assert.equal(updateProfileRequestSchema.safeParse({ allergies: ['x'.repeat(51)] }).success, false);
  assert.equal(updateProfileRequestSchema.safeParse({ allergies: Array.from({ length: 31 }, (_, i) => `a${i}`) }).success, false);
  assert.equal(updateProfileRequestSchema.safeParse({ allergies: Array.from({ length: 30 }, (_, i) => `a${i}`) }).success, true);
});

test('distance unit and language accept only the listed values', () => {
  assert.equal(updateProfileRequestSchema.safeParse({ distance_unit: 'km' }).success, true);
  assert.equal(updateProfileRequestSchema.safeParse({ distance_unit: 'feet' }).success, false);
  assert.equal(updateProfileRequestSchema.safeParse({ language: 'ko' }).success, true);
  assert.equal(updateProfileRequestSchema.safeParse({ language: 'ru' }).success, false);
});

test('an empty update and unknown fields are refused', () => {
  assert.equal(updateProfileRequestSchema.safeParse({}).success, false);
  const unknown = updateProfileRequestSchema.safeParse({ language: 'en', tier: 'premium' });
  assert.equal(unknown.success, false);
});

test('usernames: 3 to 30 safe characters, trimmed', () => {
  assert.equal(usernameSchema.parse('  ana_b.c-1 '), 'ana_b.c-1');
  for (const bad of ['ab', 'a'.repeat(31), 'ana b', 'ana<script>', 'ána']) assert.equal(usernameSchema.safeParse(bad).success, false, bad);
});
