import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { freeOptionOf, matchesFilters, requiredOptions, toggleFilter } from './history-filters';
import { relativeTime } from './relative-time';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-26T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relative time (product-rules §9.3: Just now under 1 hour, n hours ago under 24, else a date)', () => {
  it('is just now under 1 hour', () => {
    assert.deepEqual(relativeTime(ago(0), now), { kind: 'justNow' });
    assert.deepEqual(relativeTime(ago(HOUR - 1), now), { kind: 'justNow' });
  });

  it('counts whole hours from 1 to 23', () => {
    assert.deepEqual(relativeTime(ago(HOUR), now), { kind: 'hoursAgo', hours: 1 });
    assert.deepEqual(relativeTime(ago(5.5 * HOUR), now), { kind: 'hoursAgo', hours: 5 });
    assert.deepEqual(relativeTime(ago(24 * HOUR - 1), now), { kind: 'hoursAgo', hours: 23 });
  });

  it('is a date from 24 hours on', () => {
    const result = relativeTime(ago(24 * HOUR), now);
    assert.equal(result.kind, 'date');
    assert.equal(result.kind === 'date' && result.date.toISOString(), ago(24 * HOUR));
  });

  it('treats a time slightly in the future as just now', () => {
    assert.deepEqual(relativeTime(ago(-60_000), now), { kind: 'justNow' });
  });
});

describe('history filters (product-rules §9.3: allergies map to "-Free" options)', () => {
  it('maps Gluten, Dairy and Nuts as the spec says', () => {
    assert.equal(freeOptionOf('Gluten'), 'Gluten-Free');
    assert.equal(freeOptionOf('Dairy'), 'Dairy-Free');
    assert.equal(freeOptionOf('Nuts'), 'Nut-Free');
    assert.equal(freeOptionOf('Eggs'), 'Egg-Free');
    assert.equal(freeOptionOf('Sesame'), 'Sesame-Free');
  });

  it('needs every chosen diet and allergy option, once each', () => {
    assert.deepEqual(requiredOptions({ diets: ['Vegan', 'Gluten-Free'], allergies: ['Gluten'] }), ['Vegan', 'Gluten-Free']);
    assert.equal(matchesFilters(['Vegan', 'Gluten-Free'], { diets: ['Vegan'], allergies: ['Gluten'] }), true);
    assert.equal(matchesFilters(['Vegan'], { diets: ['Vegan'], allergies: ['Gluten'] }), false);
    assert.equal(matchesFilters(['nut-free'], { diets: [], allergies: ['Nuts'] }), true);
  });

  it('lets everything through without filters', () => {
    assert.equal(matchesFilters([], { diets: [], allergies: [] }), true);
  });

  it('toggles a value on and off', () => {
    assert.deepEqual(toggleFilter(['Vegan'], 'Keto'), ['Vegan', 'Keto']);
    assert.deepEqual(toggleFilter(['Vegan', 'Keto'], 'Vegan'), ['Keto']);
  });
});
