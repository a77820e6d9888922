import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { createServer } from 'node:net';
import { startWireServer, type RecordedRequest, type ScriptedAnswer } from '../../../testing/wire-server';
import { GooglePlacesError, PlacesUnavailableError } from '../errors';
import { DETAILS_FIELD_MASK, SEARCH_FIELD_MASK, googlePlacesAdapter } from './google-adapter';
import { photoSigningKey, signedPhotoPath, verifyPhotoRequest } from './photo-url';

/**
 * The adapter's real HTTP code against a local server answering in the documented Places API (New)
 * wire format (places.googleapis.com/v1: Place objects, LocalizedText, PriceLevel enum, Google
 * error bodies).
 */
const KEY = 'AIzaSyTestKey';
const center = { lat: 39.9526, lng: -75.1652 };

const photo = (n: number) => ({
  name: `places/ChIJpizza/photos/AUc7photo${n}`,
  widthPx: 4032,
  heightPx: 3024,
  authorAttributions: [{ displayName: `Photographer ${n}`, uri: `https://maps.google.com/maps/contrib/${n}`, photoUri: '//lh3.googleusercontent.com/a/x' }],
});

const pizzeria = {
  id: 'ChIJpizza',
  displayName: { text: 'Blackbird Pizzeria', languageCode: 'en' },
  formattedAddress: '614 N 2nd St, Philadelphia, PA 19123, USA',
  shortFormattedAddress: '614 N 2nd St, Philadelphia',
  location: { latitude: 39.9611, longitude: -75.1417 },
  types: ['pizza_restaurant', 'vegan_restaurant', 'italian_restaurant', 'restaurant', 'food', 'point_of_interest', 'establishment'],
  primaryType: 'pizza_restaurant',
  priceLevel: 'PRICE_LEVEL_INEXPENSIVE',
  rating: 4.6,
  userRatingCount: 1187,
  businessStatus: 'OPERATIONAL',
  photos: [photo(1), photo(2)],
  currentOpeningHours: { openNow: true, weekdayDescriptions: ['Monday: 11:00 AM – 10:00 PM'] },
  editorialSummary: { text: 'All-vegan pizzeria with specialty pies, cheesesteaks and wings.', languageCode: 'en' },
  servesVegetarianFood: true,
};
const steakhouse = { ...pizzeria, id: 'ChIJsteak', displayName: { text: 'Prime Cut' }, types: ['steak_house', 'restaurant'], primaryType: 'steak_house', priceLevel: 'PRICE_LEVEL_VERY_EXPENSIVE', photos: [], editorialSummary: undefined, servesVegetarianFood: undefined };
const noPrice = { ...pizzeria, id: 'ChIJnoprice', displayName: { text: 'Corner Deli' }, priceLevel: undefined, types: ['sandwich_shop', 'restaurant'], primaryType: 'sandwich_shop' };
const closed = { ...pizzeria, id: 'ChIJclosed', businessStatus: 'CLOSED_PERMANENTLY' };
const faraway = { ...pizzeria, id: 'ChIJfar', location: { latitude: 40.2, longitude: -75.1652 } };

async function google(t: { after: (fn: () => Promise<void>) => void }, answer: (request: RecordedRequest) => ScriptedAnswer, apiKey = async () => KEY) {
  const server = await startWireServer(answer);
  t.after(() => server.close());
  return { server, places: googlePlacesAdapter({ apiKey, baseUrl: server.endpoint }) };
}

test('search without text: places:searchNearby in the circle for the cuisine types, key and field mask in headers', async (t) => {
  const { server, places } = await google(t, () => ({ status: 200, body: { places: [pizzeria] } }));
  const result = await places.search({ center, radiusMeters: 8_047, cuisine: 'japanese', language: 'es' });
  const [request] = server.requests;
  assert.equal(request!.method, 'POST');
  assert.equal(request!.path, '/v1/places:searchNearby');
  assert.equal(request!.headers['x-goog-api-key'], KEY);
  assert.equal(request!.headers['x-goog-fieldmask'], SEARCH_FIELD_MASK);
  assert.match(SEARCH_FIELD_MASK, /^places\.id,places\.displayName,.*places\.priceLevel.*places\.photos/);
  assert.deepEqual(JSON.parse(request!.body), {
    includedTypes: ['japanese_restaurant', 'sushi_restaurant', 'ramen_restaurant'],
    maxResultCount: 20,
    locationRestriction: { circle: { center: { latitude: 39.9526, longitude: -75.1652 }, radius: 8_047 } },
    languageCode: 'es',
  });
  assert.equal(result.source, 'google-places');
  assert.equal(result.demo, false);
  assert.deepEqual(result.attributions, [{ text: 'Google Maps' }]);
  const [place] = result.places;
  assert.deepEqual({ ...place, imageUrl: undefined }, {
    id: 'ChIJpizza',
    name: 'Blackbird Pizzeria',
    location: { lat: 39.9611, lng: -75.1417 },
    address: '614 N 2nd St, Philadelphia, PA 19123, USA',
    vicinity: '614 N 2nd St, Philadelphia',
    cuisines: ['pizza', 'italian'],
    cuisineTags: ['pizza', 'vegan', 'italian'],
    priceLevel: '$',
    rating: 4.6,
    userRatingCount: 1187,
    openNow: true,
    imageUrl: undefined,
    dietaryOptions: ['Vegan', 'Vegetarian'],
    description: 'All-vegan pizzeria with specialty pies, cheesesteaks and wings.',
    menuItems: [],
    source: 'google-places',
    demo: false,
    attribution: { text: 'Google Maps' },
  });
  // The image is our signed proxy path for the first photo, never Google's URL or our key.
  assert.match(place!.imageUrl!, /^\/places\/photo\?/);
  assert.doesNotMatch(place!.imageUrl!, /AIza/);
  const query = Object.fromEntries(new URLSearchParams(place!.imageUrl!.split('?')[1]));
  assert.deepEqual(verifyPhotoRequest(photoSigningKey(KEY), query), { name: 'places/ChIJpizza/photos/AUc7photo1', widthPx: 800 });
});

test('no cuisine: type restaurant; results outside the circle, closed for good, or at an unwanted known price are dropped', async (t) => {
  const { server, places } = await google(t, () => ({ status: 200, body: { places: [pizzeria, steakhouse, noPrice, closed, faraway, { id: 'broken' }] } }));
  const result = await places.search({ center, radiusMeters: 5_000, priceLevels: ['$', '$$'] });
  assert.deepEqual(JSON.parse(server.requests[0]!.body).includedTypes, ['restaurant']);
  assert.deepEqual(result.places.map((p) => p.id), ['ChIJpizza', 'ChIJnoprice'], 'unknown price passes, $$$$ does not');
  assert.deepEqual(result.places[1]!.cuisineTags, ['sandwich shop']);
  assert.deepEqual(result.places[1]!.cuisines, []);
});

test('search with text: places:searchText restricted to the circle’s box, cuisine in the query, one page', async (t) => {
  const { server, places } = await google(t, () => ({ status: 200, body: { places: [pizzeria], nextPageToken: 'next' } }));
  await places.search({ center, radiusMeters: 1_609, text: 'vegan', cuisine: 'pizza', maxResults: 10 });
  const [request] = server.requests;
  assert.equal(request!.path, '/v1/places:searchText');
  assert.equal(request!.headers['x-goog-fieldmask'], SEARCH_FIELD_MASK);
  const body = JSON.parse(request!.body);
  assert.equal(body.textQuery, 'Pizza vegan');
  assert.equal(body.includedType, 'pizza_restaurant');
  assert.equal(body.pageSize, 10);
  const { low, high } = body.locationRestriction.rectangle;
  assert.ok(low.latitude < center.lat && high.latitude > center.lat && low.longitude < center.lng && high.longitude > center.lng, `expected low.latitude < center.lat && high.latitude > center.lat && low.longitude < center.lng && high.longitude > c...; got low.latitude = ${inspect(low.latitude)}, center.lat = ${inspect(center.lat)}, high.latitude = ${inspect(high.latitude)}`);
  assert.ok(Math.abs(high.latitude - center.lat - 1_609 / 111_195) < 1e-4, `expected Math.abs(high.latitude - center.lat - 1_609 / 111_195) < 1e-4; got Math.abs(high.latitude - center.lat - 1_609 / 111_195) = ${inspect(Math.abs(high.latitude - center.lat - 1_609 / 111_195))}`);
  assert.equal(body.locationBias, undefined);
});

test('the text’s diets join Google’s query; words that find nothing give the nearby places for the cuisine, said so', async (t) => {
  const { server, places } = await google(t, (request) => ({ status: 200, body: request.path.endsWith('searchText') ? {} : { places: [pizzeria] } }));
  const result = await places.search({ center, radiusMeters: 8_047, text: 'zzqx', diets: ['Vegan'], cuisine: 'pizza' });
  assert.equal(JSON.parse(server.requests[0]!.body).textQuery, 'Pizza Vegan zzqx');
  assert.equal(server.requests[1]!.path, '/v1/places:searchNearby');
  assert.deepEqual(JSON.parse(server.requests[1]!.body).includedTypes, ['pizza_restaurant']);
  assert.equal(result.textMatched, false);
  assert.deepEqual(result.places.map((p) => p.id), ['ChIJpizza']);

  const dietsOnly = await places.search({ center, radiusMeters: 1_609, diets: ['Vegan'], cuisine: 'pizza' });
  assert.equal(JSON.parse(server.requests[2]!.body).textQuery, 'Pizza Vegan');
  assert.equal(server.requests.length, 3, 'no second call without words');
  assert.equal(dietsOnly.textMatched, undefined);
});

test('details: GET places/{id} with the details mask and language; photos, hours, phone, website, reviews', async (t) => {
  const details = {
    ...pizzeria,
    nationalPhoneNumber: '(215) 625-6660',
    internationalPhoneNumber: '+1 215-625-6660',
    websiteUri: 'https://www.blackbirdpizzeria.com/',
    googleMapsUri: 'https://maps.google.com/?cid=123',
    regularOpeningHours: { openNow: true, weekdayDescriptions: ['Monday: 11:00 AM – 10:00 PM', 'Tuesday: 11:00 AM – 10:00 PM'] },
    photos: Array.from({ length: 10 }, (_, i) => photo(i + 1)),
    reviews: [
      {
        name: 'places/ChIJpizza/reviews/r1',
        relativePublishTimeDescription: 'hace 2 semanas',
        rating: 5,
        text: { text: 'La mejor pizza vegana.', languageCode: 'es' },
        originalText: { text: 'Best vegan pizza.', languageCode: 'en' },
        authorAttribution: { displayName: 'Ana P.', uri: 'https://www.google.com/maps/contrib/1', photoUri: 'https://lh3.googleusercontent.com/a' },
        publishTime: '2026-02-10T18:00:00Z',
      },
      { name: 'places/ChIJpizza/reviews/r2', rating: 4, authorAttribution: { displayName: 'No Text' } },
    ],
  };
  const { server, places } = await google(t, (request) =>
    request.path.startsWith('/v1/places/ChIJpizza') ? { status: 200, body: details } : { status: 404, body: { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } } },
  );
  const place = await places.details('ChIJpizza', { language: 'es' });
  const [request] = server.requests;
  assert.equal(request!.method, 'GET');
  assert.equal(request!.path, '/v1/places/ChIJpizza?languageCode=es');
  assert.equal(request!.headers['x-goog-fieldmask'], DETAILS_FIELD_MASK);
  assert.doesNotMatch(DETAILS_FIELD_MASK, /places\./);
  assert.ok(place, `expected place; got ${inspect(place)}`);
  assert.equal(place.phone, '(215) 625-6660');
  assert.equal(place.website, 'https://www.blackbirdpizzeria.com/');
  assert.equal(place.mapUrl, 'https://maps.google.com/?cid=123');
  assert.deepEqual(place.hours, ['Monday: 11:00 AM – 10:00 PM', 'Tuesday: 11:00 AM – 10:00 PM']);
  assert.equal(place.photos.length, 10);
  assert.match(place.photos[0]!.url, /^\/places\/photo\?.*&w=1600&/);
  assert.deepEqual(place.photos[0]!.attributions, [{ text: 'Photographer 1', url: 'https://maps.google.com/maps/contrib/1' }]);
  assert.equal(place.photos[0]!.width, 4032);
  assert.deepEqual(place.reviews, [
    { author: 'Ana P.', authorUrl: 'https://www.google.com/maps/contrib/1', rating: 5, text: 'La mejor pizza vegana.', relativeTime: 'hace 2 semanas', publishedAt: '2026-02-10T18:00:00Z' },
  ]);

  assert.equal(await places.details('ChIJmissing'), null, 'NOT_FOUND is null');
  const before = server.requests.length;
  assert.equal(await places.details('../places:searchText'), null, 'an id that is not a place id is null without a call');
  assert.equal(server.requests.length, before);
});

test('Google errors: refused key is PLACES_UNAVAILABLE (unavailable) with the cause kept; 5xx is retried once', async (t) => {
  const { places } = await google(t, () => ({ status: 403, body: { error: { code: 403, message: 'API key not valid. Please pass a valid API key.', status: 'PERMISSION_DENIED' } } }));
  await assert.rejects(places.search({ center, radiusMeters: 1_000 }), (error: unknown) => {
    assert.ok(error instanceof PlacesUnavailableError, `expected error instanceof PlacesUnavailableError; got error = ${inspect(error)}`);
    assert.equal(error.kind, 'unavailable');
    assert.equal(error.code, 'PLACES_UNAVAILABLE');
    assert.doesNotMatch(error.message, /API key/, 'users never see Google’s message');
    assert.ok(error.cause instanceof GooglePlacesError, `expected error.cause instanceof GooglePlacesError; got error.cause = ${inspect(error.cause)}`);
    assert.equal(error.cause.status, 'PERMISSION_DENIED');
    return true;
  });

  let calls = 0;
  const { server: flaky, places: retrying } = await google(t, () => {
    calls += 1;
    return calls === 1 ? { status: 503, body: { error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } } } : { status: 200, body: {} };
  });
  const result = await retrying.search({ center, radiusMeters: 1_000 });
  assert.deepEqual(result.places, [], 'an answer without places is an empty list');
  assert.equal(flaky.requests.length, 2);

  const { server: quota, places: overQuota } = await google(t, () => ({ status: 400, body: { error: { code: 400, message: 'Invalid request.', status: 'INVALID_ARGUMENT' } } }));
  await assert.rejects(overQuota.search({ center, radiusMeters: 1_000 }), PlacesUnavailableError);
  assert.equal(quota.requests.length, 1, 'client errors are not retried');
});

test('an unreachable Google and a missing key are the provider being unavailable', async () => {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  const unreachable = googlePlacesAdapter({ apiKey: async () => KEY, baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 2_000 });
  await assert.rejects(unreachable.search({ center, radiusMeters: 1_000 }), PlacesUnavailableError);
  const keyless = googlePlacesAdapter({ apiKey: () => Promise.reject(new Error('No Google Places API key')), baseUrl: `http://127.0.0.1:${port}` });
  await assert.rejects(keyless.search({ center, radiusMeters: 1_000 }), (error: unknown) => error instanceof PlacesUnavailableError && /No Google Places API key/.test(String((error.cause as Error).message)));
});

test('photo: a signed request becomes Google’s short-lived photo URI (skipHttpRedirect), others are refused unsent', async (t) => {
  const { server, places } = await google(t, (request) =>
    request.path.includes('AUc7photo1')
      ? { status: 200, body: { name: 'places/ChIJpizza/photos/AUc7photo1/media', photoUri: 'https://lh3.googleusercontent.com/places/ANXAkqE-example=s800' } }
      : { status: 404, body: { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } } },
  );
  const search = await google(t, () => ({ status: 200, body: { places: [pizzeria] } }));
  const imageUrl = (await search.places.search({ center, radiusMeters: 5_000 })).places[0]!.imageUrl!;
  const query = Object.fromEntries(new URLSearchParams(imageUrl.split('?')[1]));

  assert.deepEqual(await places.photo!(query), { redirectUrl: 'https://lh3.googleusercontent.com/places/ANXAkqE-example=s800' });
  const [request] = server.requests;
  assert.equal(request!.method, 'GET');
  assert.equal(request!.path, '/v1/places/ChIJpizza/photos/AUc7photo1/media?maxWidthPx=800&skipHttpRedirect=true');
  assert.equal(request!.headers['x-goog-api-key'], KEY);
  assert.equal(request!.headers['x-goog-fieldmask'], undefined);

  assert.equal(await places.photo!({ ...query, w: '4000' }), null, 'tampered');
  assert.equal(server.requests.length, 1, 'a bad signature costs no Google call');
  const gone = Object.fromEntries(new URLSearchParams(signedPhotoPath(photoSigningKey(KEY), 'places/ChIJpizza/photos/gone', 800).split('?')[1]));
  assert.equal(await places.photo!(gone), null, 'a photo Google no longer has');
  assert.equal(server.requests.length, 2);
});
