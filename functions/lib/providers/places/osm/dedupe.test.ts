import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mergeDuplicates, normalizedName } from './dedupe';
import type { OsmPlaceRecord } from './map';

const record = (over: Partial<OsmPlaceRecord>): OsmPlaceRecord => ({
  id: 'osm-node-1',
  name: 'The Cheesecake Factory',
  lat: 39.9516,
  lng: -75.1685,
  kind: 'restaurant',
  cuisines: [],
  cuisineTags: [],
  dietaryOptions: [],
  hours: [],
  ...over,
});

/** About 1 m of latitude. */
const M = 1 / 111_195;

test('names compare without case, accents, punctuation, "&" or a leading "The"', () => {
  assert.equal(normalizedName('The Cheesecake Factory'), normalizedName('CHEESECAKE FACTORY'));
  assert.equal(normalizedName('Café Crêpe & Co.'), normalizedName('cafe crepe and co'));
  assert.notEqual(normalizedName('Cheesecake Factory'), normalizedName('Cheesecake Corner'));
});

test('the same name within 50 m is one place: the richer record kept, its gaps filled; the dropped id points to it', () => {
  const node = record({ id: 'osm-node-6221547185', lat: 39.9516 + 25 * M, phone: '+1 215 555 0100' });
  const way = record({ id: 'osm-way-42', name: 'Cheesecake Factory', address: '1430 Walnut St', cuisines: ['american'], cuisineTags: ['american'], hours: ['Mo-Su 11:00-23:00'] });
  const { places, mergedInto } = mergeDuplicates([node, way]);
  assert.equal(places.length, 1);
  assert.equal(places[0]!.id, 'osm-way-42', 'the way has more facts');
  assert.equal(places[0]!.phone, '+1 215 555 0100', 'the node’s phone fills the gap');
  assert.deepEqual(places[0]!.cuisines, ['american']);
  assert.deepEqual([...mergedInto], [['osm-node-6221547185', 'osm-way-42']]);
});

test('equally rich: the later record (the newer import) is kept; its own lists are not unioned with the older one’s', () => {
  const older = record({ id: 'osm-node-1', dietaryOptions: ['Vegan'] });
  const newer = record({ id: 'osm-node-2', lat: 39.9516 + 10 * M, dietaryOptions: ['Vegetarian'] });
  const { places } = mergeDuplicates([older, newer]);
  assert.equal(places[0]!.id, 'osm-node-2');
  assert.deepEqual(places[0]!.dietaryOptions, ['Vegetarian']);
});

test('further than 50 m, or another name, stays apart', () => {
  const a = record({ id: 'osm-node-1' });
  assert.equal(mergeDuplicates([a, record({ id: 'osm-node-2', lat: 39.9516 + 60 * M })]).places.length, 2, 'two branches 60 m apart');
  assert.equal(mergeDuplicates([a, record({ id: 'osm-node-3', name: 'Cheesecake Corner' })]).places.length, 2);
});
