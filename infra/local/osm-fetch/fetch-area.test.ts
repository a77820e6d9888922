import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_AREA_KM2, areaProblem, boxAround, boxSize, boxText, parseBbox } from './fetch-area';

test('--bbox reads south,west,north,east and says what is wrong with a bad one', () => {
  assert.deepEqual(parseBbox(' 52.5, 13.38 ,52.54,13.44 '), { south: 52.5, west: 13.38, north: 52.54, east: 13.44 });
  for (const [text, message] of [
    ['52.5,13.38,52.54', /four numbers/],
    ['52.5,13.38,,13.44', /four numbers/],
    ['a,b,c,d', /four numbers/],
    ['91,13,92,14', /latitudes .* -90 and 90/],
    ['52,181,53,182', /longitudes .* -180 and 180/],
    ['53,13,52,14', /south must be less than north/],
    ['52,14,53,13', /west must be less than east .*180° meridian/],
  ] as const) {
    const parsed = parseBbox(text);
    assert.ok('error' in parsed, `"${text}" is refused; got ${JSON.stringify(parsed)}`);
    assert.match(parsed.error, message);
  }
});

test(`an area up to ${MAX_AREA_KM2} km² may be asked for; a larger one, or one across the 180° meridian, is refused`, () => {
  const berlin = { lat: 52.52437, lng: 13.41053 };
  // About a square of side 2r: r = 25 km is about the limit; 5% less is under it, 5% more over it.
  const radius = Math.sqrt(MAX_AREA_KM2) / 2;
  assert.equal(areaProblem(boxAround(berlin, radius * 0.95)), undefined);
  assert.match(areaProblem(boxAround(berlin, radius * 1.05)) ?? '', /too large: about 5\d × 5\d km \(2,[5-9]\d\d km²\), more than 2,500 km²/);
  const size = boxSize(boxAround(berlin, 10));
  assert.ok(Math.abs(size.widthKm - 20) < 0.2 && Math.abs(size.heightKm - 20) < 0.2, `a 10 km radius is a 20 km square; got ${JSON.stringify(size)}`);
  assert.match(areaProblem(boxAround({ lat: -17, lng: 179.99 }, 5)) ?? '', /180° meridian/);
});

test('a box is written in Overpass order with 4 decimals', () => {
  assert.equal(boxText({ south: 52.5, west: 13.38, north: 52.54, east: 13.44 }), '52.5000,13.3800,52.5400,13.4400');
});
