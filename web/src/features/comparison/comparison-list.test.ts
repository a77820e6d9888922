import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addToComparison, clearsComparison, removeFromComparison, type ComparedRestaurant } from './comparison-list';
import { shouldRecordComparison } from './comparison-record';

const place = (id: string): ComparedRestaurant => ({
  id,
  name: `Place ${id}`,
  imageUrl: '',
  cuisineType: 'Italian',
  cuisines: [],
  address: '',
  coordinates: { lat: 0, lng: 0 },
  dietaryOptions: [],
  source: 'demo',
  demo: true,
});

describe('comparison list (product-rules §7.1: capacity free 0, pro 2, premium 3; no duplicates)', () => {
  it('adds nothing without the comparison tool (capacity 0)', () => {
    assert.deepEqual(addToComparison([], place('a'), 0), { list: [], outcome: 'locked' });
  });

  it('pro holds 2: the 3rd is ignored as full', () => {
    let list = addToComparison([], place('a'), 2).list;
    list = addToComparison(list, place('b'), 2).list;
    assert.equal(list.length, 2);
    const third = addToComparison(list, place('c'), 2);
    assert.equal(third.outcome, 'full');
    assert.deepEqual(third.list.map((r) => r.id), ['a', 'b']);
  });

  it('premium holds 3, in the order they were added', () => {
    let list: ComparedRestaurant[] = [];
    for (const id of ['c', 'a', 'b']) list = addToComparison(list, place(id), 3).list;
    assert.deepEqual(list.map((r) => r.id), ['c', 'a', 'b']);
    assert.equal(addToComparison(list, place('d'), 3).outcome, 'full');
  });

  it('ignores a restaurant already present', () => {
    const list = addToComparison([], place('a'), 3).list;
    const again = addToComparison(list, place('a'), 3);
    assert.equal(again.outcome, 'duplicate');
    assert.equal(again.list.length, 1);
  });

  it('removes by id, and a removed one can be added again', () => {
    const list = removeFromComparison([place('a'), place('b')], 'a');
    assert.deepEqual(list.map((r) => r.id), ['b']);
    assert.equal(addToComparison(list, place('a'), 2).outcome, 'added');
  });

  it('is cleared on /home and / (shown as /welcome), kept elsewhere', () => {
    for (const path of ['/', '/home', '/home/', '/welcome']) assert.equal(clearsComparison(path), true, path);
    for (const path of ['/search-results', '/comparison', '/restaurant/x', '/history', '/homepage']) assert.equal(clearsComparison(path), false, path);
  });
});

describe('comparison recording (product-rules §7.4: 2 or more, key different from the last saved)', () => {
  it('needs 2 restaurants', () => {
    assert.equal(shouldRecordComparison([place('a')], null), false);
    assert.equal(shouldRecordComparison([place('a'), place('b')], null), true);
  });

  it('skips the same set as the last saved key, in any order', () => {
    assert.equal(shouldRecordComparison([place('b'), place('a')], 'a,b'), false);
    assert.equal(shouldRecordComparison([place('a'), place('c')], 'a,b'), true);
  });
});
