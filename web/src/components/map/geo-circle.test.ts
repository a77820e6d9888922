import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boundsOf, circlePolygon, radiusInMeters } from './geo-circle';
import { PIN_LOOK } from './pin-look';

/** Great-circle distance in meters (haversine), computed independently of the module under test. */
function meters(a: { lat: number; lng: number }, [lng, lat]: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(lat * rad) * Math.sin(((lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

test('the search ring is a closed polygon whose every point lies the search radius from its centre', { timeout: 10_000 }, () => {
  for (const center of [{ lat: 39.9526, lng: -75.1652 }, { lat: 55.9533, lng: -3.1883 }, { lat: -33.87, lng: 151.21 }]) {
    const radius = radiusInMeters(3, 'miles');
    const ring = circlePolygon(center, radius).geometry.coordinates[0]!;
    assert.equal(ring.length, 65, '64 points and the first again');
    assert.deepEqual(ring.at(-1), ring[0], 'closed');
    for (const point of ring) assert.ok(Math.abs(meters(center, point as [number, number]) - radius) < 1, `within a meter of ${radius} m`);
  }
});

test('the radius is read in the search unit: 1 mile is 1609.344 m, 1 km 1000 m', { timeout: 10_000 }, () => {
  assert.equal(radiusInMeters(1, 'miles'), 1609.344);
  assert.equal(radiusInMeters(5, 'km'), 5000);
});

test('bounds span every point', { timeout: 10_000 }, () => {
  assert.deepEqual(boundsOf([[1, 5], [-2, 3], [4, -1]]), [[-2, -1], [4, 5]]);
});

test('every badge has a pin shape of its own, so a pin reads without colour (product-rules §4.10)', { timeout: 10_000 }, () => {
  const shapes = Object.values(PIN_LOOK).map((look) => look.shape);
  assert.equal(new Set(shapes).size, shapes.length, `shapes: ${shapes.join(', ')}`);
});
