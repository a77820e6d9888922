import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CHOICES_KEY, forgetSearchChoices, loadSearchChoices, saveSearchChoices } from './search-choices';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const profile = { dietaryRestrictions: ['Vegan'], allergies: [] };
const chosen = { dietaryRestrictions: ['Vegan', 'Halal'], allergies: ['Peanuts'] };

test("the last search's diets and allergies come back for the same user while the profile is unchanged", () => {
  const storage = memoryStorage();
  saveSearchChoices(storage, 'u1', chosen, profile);
  assert.deepEqual(loadSearchChoices(storage, 'u1', profile), chosen);
  assert.deepEqual(loadSearchChoices(storage, 'u1', null), chosen, 'profile not known yet');
});

test('they stop applying for another user, after the profile changed, and after Reset', () => {
  const storage = memoryStorage();
  saveSearchChoices(storage, 'u1', chosen, profile);
  assert.equal(loadSearchChoices(storage, 'u2', profile), null, 'another user');
  assert.equal(loadSearchChoices(storage, 'u1', { dietaryRestrictions: ['Kosher'], allergies: [] }), null, 'profile saved since');
  forgetSearchChoices(storage);
  assert.equal(loadSearchChoices(storage, 'u1', profile), null, 'reset');
});

test('a search made while the profile was unreadable applies whatever the profile says now', () => {
  const storage = memoryStorage();
  saveSearchChoices(storage, 'u1', chosen, null);
  assert.deepEqual(loadSearchChoices(storage, 'u1', profile), chosen);
});

test('broken entries and throwing storage read as nothing', () => {
  const storage = memoryStorage();
  for (const raw of ['{', '"x"', JSON.stringify({ userId: 'u1', dietaryRestrictions: 'Vegan', allergies: [] })]) {
    storage.setItem(CHOICES_KEY, raw);
    assert.equal(loadSearchChoices(storage, 'u1', null), null, raw);
  }
  const throwing = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); }, removeItem: () => {} };
  saveSearchChoices(throwing, 'u1', chosen, profile);
  assert.equal(loadSearchChoices(throwing, 'u1', profile), null);
  assert.equal(loadSearchChoices(null, 'u1', profile), null);
});

test("the last search's severities come back with its allergies; a severity changed in the profile since wins", () => {
  const storage = memoryStorage();
  const withSeverity = { dietaryRestrictions: [], allergies: ['Peanuts'], allergySeverities: { Peanuts: 'severe' as const } };
  const base = { dietaryRestrictions: [], allergies: ['Peanuts'], allergySeverities: { Peanuts: 'allergy' as const } };
  saveSearchChoices(storage, 'u1', withSeverity, base);
  assert.deepEqual(loadSearchChoices(storage, 'u1', base), withSeverity);
  assert.equal(loadSearchChoices(storage, 'u1', { ...base, allergySeverities: { Peanuts: 'intolerance' } }), null, 'profile severity saved since');
});
