import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { createPlacesPort, resolvePlaceUrl } from './places';

test('PLACES_PROVIDER picks Google Places (with the photo proxy) or the embedded adapter (the default)', async () => {
  const google = createPlacesPort({ PLACES_PROVIDER: 'google-places', GOOGLE_PLACES_API_KEY_SECRET: 'forksure/test/google-places-api-key' });
  assert.equal(typeof google.photo, 'function');
  const embedded = createPlacesPort({ PLACES_DATA_DIR: '/nonexistent/places' });
  assert.equal(embedded.photo, undefined);
  const paris = { center: { lat: 48.8566, lng: 2.3522 }, radiusMeters: 1_609 };
  const none = await embedded.search(paris);
  assert.deepEqual([none.places.length, none.noDataHere?.areas], [0, []], 'no imported data and demo places off (the default): nothing invented');
  for (const on of ['1', 'true']) {
    const demo = await createPlacesPort({ PLACES_DATA_DIR: '/nonexistent/places', DEMO_PLACES: on }).search(paris);
    assert.equal(demo.source, 'demo', `DEMO_PLACES=${on}: demo data`);
    assert.ok(demo.places.length > 0, `expected demo.places.length > 0; got demo.places.length = ${inspect(demo.places.length)}`);
  }
  const off = await createPlacesPort({ PLACES_DATA_DIR: '/nonexistent/places', DEMO_PLACES: '0' }).search(paris);
  assert.equal(off.places.length, 0, 'DEMO_PLACES=0: off');
});

test('place URLs: our API-relative photo paths get the API base; data: and absolute URLs stay', () => {
  assert.equal(resolvePlaceUrl('/places/photo?name=x&w=800&sig=y', 'http://localhost:3000/api'), 'http://localhost:3000/api/places/photo?name=x&w=800&sig=y');
  assert.equal(resolvePlaceUrl('/places/photo?a=1', 'https://abc.execute-api.us-east-1.amazonaws.com/'), 'https://abc.execute-api.us-east-1.amazonaws.com/places/photo?a=1');
  assert.equal(resolvePlaceUrl('data:image/svg+xml,x', 'https://api'), 'data:image/svg+xml,x');
  assert.equal(resolvePlaceUrl('https://lh3.googleusercontent.com/p', 'https://api'), 'https://lh3.googleusercontent.com/p');
});
