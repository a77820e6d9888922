import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseOsmExport } from './parse';

test('Overpass API JSON: nodes by lat/lon, ways by center, bounds or geometry; timestamp from osm3s', () => {
  const result = parseOsmExport({
    version: 0.6,
    osm3s: { timestamp_osm_base: '2025-05-01T10:00:00Z', copyright: 'OpenStreetMap contributors, ODbL' },
    elements: [
      { type: 'node', id: 1, lat: 39.95, lon: -75.16, tags: { amenity: 'restaurant', name: 'A', capacity: 40 } },
      { type: 'way', id: 2, center: { lat: 55.95, lon: -3.19 }, tags: { amenity: 'cafe', name: 'B' } },
      { type: 'way', id: 3, bounds: { minlat: 1, minlon: 2, maxlat: 3, maxlon: 4 }, tags: { name: 'C' } },
      { type: 'relation', id: 4, geometry: [{ lat: 10, lon: 20 }, { lat: 12, lon: 22 }], tags: {} },
      { type: 'way', id: 5, tags: { name: 'no center' } },
    ],
  });
  assert.equal(result.format, 'overpass-json');
  assert.equal(result.timestamp, '2025-05-01T10:00:00Z');
  assert.equal(result.withoutCoordinates, 1);
  assert.deepEqual(result.elements.map((e) => [e.type, e.id, e.lat, e.lng]), [
    ['node', '1', 39.95, -75.16],
    ['way', '2', 55.95, -3.19],
    ['way', '3', 2, 3],
    ['relation', '4', 11, 21],
  ]);
  assert.deepEqual(result.elements[0]!.tags, { amenity: 'restaurant', name: 'A', capacity: '40' }, 'scalar tags become strings');
});

test('GeoJSON FeatureCollection (Overpass Turbo): tags in properties without @ keys; polygons become their mean vertex', () => {
  const result = parseOsmExport({
    type: 'FeatureCollection',
    timestamp: '2026-02-11T23:02:22Z',
    features: [
      { type: 'Feature', id: 'node/10', properties: { '@id': 'node/10', amenity: 'restaurant', name: 'P' }, geometry: { type: 'Point', coordinates: [-3.2, 55.9] } },
      {
        type: 'Feature',
        properties: { '@id': 'way/11', amenity: 'restaurant', name: 'Q' },
        // A closed square ring: the closing vertex must not weigh twice.
        geometry: { type: 'Polygon', coordinates: [[[0, 0], [2, 0], [2, 2], [0, 2], [0, 0]]] },
      },
      { type: 'Feature', properties: { name: 'no geometry' }, geometry: null },
    ],
  });
  assert.equal(result.format, 'geojson');
  assert.equal(result.timestamp, '2026-02-11T23:02:22Z');
  assert.equal(result.withoutCoordinates, 1);
  assert.deepEqual(result.elements[0], { type: 'node', id: '10', lat: 55.9, lng: -3.2, tags: { amenity: 'restaurant', name: 'P' } });
  assert.deepEqual(result.elements[1]!.lat, 1);
  assert.deepEqual(result.elements[1]!.lng, 1);
  assert.equal(result.elements[1]!.type, 'way');
});

test('a bare array of Features, and osmtogeojson properties with tags inside', () => {
  const result = parseOsmExport([
    { type: 'Feature', properties: { type: 'node', id: 5, tags: { amenity: 'pub', food: 'yes' } }, geometry: { type: 'Point', coordinates: [1, 2] } },
    { type: 'Feature', properties: { amenity: 'cafe' }, geometry: { type: 'Point', coordinates: [3, 4] } },
  ]);
  assert.equal(result.format, 'geojson');
  assert.deepEqual(result.elements[0], { type: 'node', id: '5', lat: 2, lng: 1, tags: { amenity: 'pub', food: 'yes' } });
  assert.deepEqual(result.elements[1]!.type, 'feature', 'no OSM id: a stand-in id');
  assert.equal(result.elements[1]!.id, 'f1');
});

test('coordinates out of range are refused; other JSON is not an export', () => {
  const result = parseOsmExport({ elements: [{ type: 'node', id: 1, lat: 95, lon: 0, tags: {} }] });
  assert.equal(result.elements.length, 0);
  assert.equal(result.withoutCoordinates, 1);
  assert.throws(() => parseOsmExport({ hello: 'world' }), /Not an OpenStreetMap export/);
  assert.throws(() => parseOsmExport('text'), /Not an OpenStreetMap export/);
});
