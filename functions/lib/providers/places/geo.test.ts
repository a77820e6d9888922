import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { boundingBox, haversineMeters, isLatLng, wrapLongitude } from './geo';

test('haversine: known distances within 0.5%', () => {
  // Philadelphia City Hall to the Liberty Bell: about 1.27 km.
  const m = haversineMeters({ lat: 39.9524, lng: -75.1636 }, { lat: 39.9496, lng: -75.1503 });
  assert.ok(Math.abs(m - 1180) < 60, `${m}`);
  // One degree of latitude is about 111.2 km everywhere.
  assert.ok(Math.abs(haversineMeters({ lat: 10, lng: 5 }, { lat: 11, lng: 5 }) - 111_195) < 100, `expected Math.abs(haversineMeters({ lat: 10, lng: 5 }, { lat: 11, lng: 5 }) - 111_195) < 100; got Math.abs(haversineMeters({ lat: 10, lng: 5 }, { lat: 11, lng: 5 }) - 111_195) = ${inspect(Math.abs(haversineMeters({ lat: 10, lng: 5 }, { lat: 11, lng: 5 }) - 111_195))}`);
  assert.equal(haversineMeters({ lat: 55.95, lng: -3.19 }, { lat: 55.95, lng: -3.19 }), 0);
  // Across the antimeridian the short way round.
  assert.ok(haversineMeters({ lat: 0, lng: 179.99 }, { lat: 0, lng: -179.99 }) < 2_300, `expected haversineMeters({ lat: 0, lng: 179.99 }, { lat: 0, lng: -179.99 }) < 2_300; got haversineMeters({ lat: 0, lng: 179.99 }, { lat: 0, lng: -179.99 }) = ${inspect(haversineMeters({ lat: 0, lng: 179.99 }, { lat: 0, lng: -179.99 }))}`);
});

test('the bounding box contains the whole circle', () => {
  const center = { lat: 55.95, lng: -3.19 };
  const box = boundingBox(center, 8_000);
  for (const corner of [{ lat: box.north, lng: center.lng }, { lat: box.south, lng: center.lng }]) assert.ok(Math.abs(haversineMeters(center, corner) - 8_000) < 5, `expected Math.abs(haversineMeters(center, corner) - 8_000) < 5; got Math.abs(haversineMeters(center, corner) - 8_000) = ${inspect(Math.abs(haversineMeters(center, corner) - 8_000))}`);
  assert.ok(haversineMeters(center, { lat: center.lat, lng: box.east }) >= 8_000, `expected haversineMeters(center, { lat: center.lat, lng: box.east }) >= 8_000; got haversineMeters(center, { lat: center.lat, lng: box.east }) = ${inspect(haversineMeters(center, { lat: center.lat, lng: box.east }))}`);
  assert.ok(haversineMeters(center, { lat: center.lat, lng: box.west }) >= 8_000, `expected haversineMeters(center, { lat: center.lat, lng: box.west }) >= 8_000; got haversineMeters(center, { lat: center.lat, lng: box.west }) = ${inspect(haversineMeters(center, { lat: center.lat, lng: box.west }))}`);
});

test('longitudes wrap into [-180, 180)', () => {
  assert.equal(wrapLongitude(181), -179);
  assert.equal(wrapLongitude(-181), 179);
  assert.equal(wrapLongitude(180), -180);
  assert.equal(wrapLongitude(-75.16), -75.16);
  assert.ok(isLatLng(39.9, -75.1), `expected isLatLng(39.9, -75.1); got ${inspect(isLatLng(39.9, -75.1))}`);
  assert.ok(!isLatLng(91, 0), `expected !isLatLng(91, 0); got isLatLng(91, 0) = ${inspect(isLatLng(91, 0))}`);
  assert.ok(!isLatLng('39.9', -75.1), `expected !isLatLng('39.9', -75.1); got isLatLng('39.9', -75.1) = ${inspect(isLatLng('39.9', -75.1))}`);
  assert.ok(!isLatLng(Number.NaN, 0), `expected !isLatLng(Number.NaN, 0); got isLatLng(Number.NaN, 0) = ${inspect(isLatLng(Number.NaN, 0))}`);
});
