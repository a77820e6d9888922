import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { embeddedGeocoderData, embeddedGeocodingAdapter } from './embedded-adapter';
import type { GeocodeResult } from './port';

/** The embedded geocoder over the real GeoNames and ZIP code data the packages ship. */
const geocoder = embeddedGeocodingAdapter(embeddedGeocoderData());

const label = async (text: string) => (await geocoder.geocode(text))?.label ?? null;
const reverse = async (lat: number, lng: number) => (await geocoder.reverseGeocode({ lat, lng }))?.label ?? null;
const suggest = async (text: string, limit = 5) => geocoder.autocomplete(text, { limit });

describe('geocode by name', () => {
  test('the most populous place of a name wins: Paris is Paris, France; Springfield is Springfield, Missouri', async () => {
    const paris = await geocoder.geocode('Paris');
    assert.deepEqual(paris, {
      label: 'Paris, FR',
      location: { lat: 48.85341, lng: 2.3488 },
      city: 'Paris',
      country: 'FR',
    } satisfies GeocodeResult);
    assert.equal(await label('Springfield'), 'Springfield, Missouri, US');
    assert.equal(await label('London'), 'London, England, GB');
    assert.equal(await label('Portland'), 'Portland, Oregon, US');
  });

  test('a region or country after a comma picks among places of the same name', async () => {
    assert.equal(await label('Paris, TX'), 'Paris, Texas, US');
    assert.equal(await label('Paris, Texas'), 'Paris, Texas, US');
    assert.equal(await label('Paris, Tennessee, US'), 'Paris, Tennessee, US');
    assert.equal(await label('Springfield, IL'), 'Springfield, Illinois, US');
    assert.equal(await label('Springfield, Massachusetts'), 'Springfield, Massachusetts, US');
    assert.equal(await label('Portland, ME'), 'Portland, Maine, US');
    assert.equal(await label('London, ON'), 'London, Ontario, CA');
    assert.equal(await label('London, Canada'), 'London, Ontario, CA');
    assert.equal(await label('Edinburgh, UK'), 'Edinburgh, Scotland, GB');
    assert.equal(await label('Edinburgh, Scotland'), 'Edinburgh, Scotland, GB');
    assert.equal(await label('Los Angeles, CA'), 'Los Angeles, California, US', '"CA" is California here (Canada has no Los Angeles)');
  });

  test('without a comma, trailing words that name a region or country qualify too', async () => {
    assert.equal(await label('Springfield IL'), 'Springfield, Illinois, US');
    assert.equal(await label('Paris Texas'), 'Paris, Texas, US');
  });

  test('a known region or country that fits no such place finds nothing; an unknown qualifier is ignored', async () => {
    assert.equal(await label('Paris, Germany'), null);
    assert.equal(await label('Springfield, Alaska'), null);
    assert.equal(await label('Paris, Île-de-France'), 'Paris, FR');
  });

  test('accents, case and spacing do not matter', async () => {
    for (const text of ['Zürich', 'zurich', 'ZURICH', '  zürich ']) assert.equal(await label(text), 'Zürich, CH', text);
    assert.equal(await label('Sao Paulo'), 'São Paulo, BR');
    assert.equal(await label('montreal'), 'Montréal, Quebec, CA');
    assert.equal(await label('krakow'), 'Kraków, PL');
  });

  test('names people say: New York is New York City, Washington is the capital, English names of cities listed locally', async () => {
    const newYork = await geocoder.geocode('New York');
    assert.equal(newYork?.label, 'New York City, New York, US');
    assert.equal(newYork?.region, 'New York');
    assert.equal(await label('new york, ny'), 'New York City, New York, US');
    assert.equal(await label('NYC'), 'New York City, New York, US');
    assert.equal(await label('Washington'), 'Washington, D.C., District of Columbia, US');
    assert.equal(await label('Washington, DC'), 'Washington, D.C., District of Columbia, US');
    assert.equal(await label('Cologne'), 'Köln, DE');
    assert.equal(await label('Geneva'), 'Genève, CH');
  });

  test('a name being typed finds the most populous place it starts', async () => {
    assert.equal(await label('Philad'), 'Philadelphia, Pennsylvania, US');
    assert.equal(await label('Ph'), null, 'two letters are too few to stand for a name');
  });

  test('nonsense finds nothing', async () => {
    assert.equal(await label('xyzzy qwerty'), null);
    assert.equal(await label(',,,'), null);
  });
});

describe('geocode by postal code', () => {
  test('a US ZIP code (with or without +4) is its area, named by its city', async () => {
    const zip = await geocoder.geocode('19103');
    assert.deepEqual(zip, {
      label: 'Philadelphia, Pennsylvania 19103, US',
      location: { lat: 39.9513, lng: -75.1741 },
      city: 'Philadelphia',
      region: 'Pennsylvania',
      country: 'US',
      postalCode: '19103',
    } satisfies GeocodeResult);
    assert.equal(await label('19103-1234'), 'Philadelphia, Pennsylvania 19103, US');
    assert.equal(await label('10001'), 'New York, New York 10001, US');
    assert.equal(await label('62701'), 'Springfield, Illinois 62701, US');
  });

  test('a Canadian postal code is found by its first three characters and named by its city', async () => {
    const toronto = await geocoder.geocode('M5V 2T6');
    assert.equal(toronto?.label, 'Toronto, Ontario M5V 2T6, CA');
    assert.equal(toronto?.postalCode, 'M5V 2T6');
    assert.equal(toronto?.city, 'Toronto');
    assert.equal(await label('m5v2t6'), 'Toronto, Ontario M5V 2T6, CA');
    assert.equal(await label('M5V'), 'Toronto, Ontario M5V, CA');
    assert.equal((await geocoder.geocode('K1A 0B1'))?.city, 'Ottawa');
    assert.equal((await geocoder.geocode('H2X 1Y4'))?.region, 'Quebec');
  });

  test('codes that do not exist find nothing', async () => {
    assert.equal(await label('00000'), null);
    assert.equal(await label('D5V 2T6'), null, 'D is not a Canadian postal letter');
  });
});

describe('reverse geocode', () => {
  test('Philadelphia City Hall and Edinburgh Old Town name their cities', async () => {
    const philadelphia = await geocoder.reverseGeocode({ lat: 39.9526, lng: -75.1652 });
    assert.equal(philadelphia?.label, 'Philadelphia, Pennsylvania, US');
    assert.equal(philadelphia?.city, 'Philadelphia');
    assert.equal(await reverse(55.9533, -3.1883), 'Edinburgh, Scotland, GB');
  });

  test('inside a big city the answer is the city, not a closer small neighbour', async () => {
    assert.equal(await reverse(40.758, -73.9855), 'New York City, New York, US', 'Times Square, not Weehawken');
    assert.equal(await reverse(48.8584, 2.2945), 'Paris, FR', 'the Eiffel Tower, not Neuilly-sur-Seine');
    assert.equal(await reverse(51.5007, -0.1246), 'London, England, GB');
  });

  test('a town next to a big city is named by itself', async () => {
    for (const town of ['Camden, NJ', 'Cambridge, MA', 'Santa Monica', 'Conshohocken, PA']) {
      const found = await geocoder.geocode(town);
      assert.ok(found, town);
      assert.equal(await reverse(found.location.lat, found.location.lng), found.label, town);
    }
  });

  test('across the antimeridian and near the poles', async () => {
    assert.equal((await geocoder.reverseGeocode({ lat: -16.5, lng: 179.99 }))?.country, 'FJ');
    assert.equal((await geocoder.reverseGeocode({ lat: -16.5, lng: -179.99 }))?.country, 'FJ');
    assert.equal(await reverse(90, 0), null);
  });

  test('the open sea is nowhere', async () => {
    assert.equal(await reverse(0, -140), null);
  });

  test('a grid, not a scan: thousands of look-ups take milliseconds each at most', async () => {
    const started = performance.now();
    for (let i = 0; i < 2000; i++) await geocoder.reverseGeocode({ lat: -60 + ((i * 37) % 130), lng: -180 + ((i * 113) % 360) });
    const perLookupMs = (performance.now() - started) / 2000;
    assert.ok(perLookupMs < 5, `${perLookupMs.toFixed(2)} ms per look-up`);
  });
});

describe('autocomplete', () => {
  test('"phi", "edin" and "zür" put the big city first', async () => {
    assert.equal((await suggest('phi'))[0]?.label, 'Philadelphia, Pennsylvania, US');
    assert.equal((await suggest('edin'))[0]?.label, 'Edinburgh, Scotland, GB');
    assert.equal((await suggest('zür'))[0]?.label, 'Zürich, CH');
    assert.equal((await suggest('zur'))[0]?.label, 'Zürich, CH', 'accents are not needed');
  });

  test('suggestions are ranked by population, carry coordinates and kind, and never repeat a label', async () => {
    const paris = await suggest('paris', 10);
    assert.equal(paris[0]?.label, 'Paris, FR');
    assert.deepEqual(paris[0]?.location, { lat: 48.85341, lng: 2.3488 });
    assert.ok(paris.every((s) => s.kind === 'city'), `expected paris.every((s) => s.kind === 'city'); got paris = ${inspect(paris)}`);
    assert.equal(new Set(paris.map((s) => s.label)).size, paris.length);
    assert.equal(paris.length, 10);
  });

  test('sections of a city are not suggested (Zürich, not its Kreise)', async () => {
    assert.ok((await suggest('zürich', 10)).every((s) => !s.label.includes('Kreis')), 'expected (await suggest(\'zürich\', 10)).every((s) => !s.label.includes(\'Kreis\'))');
  });

  test('a qualifier being typed narrows the places', async () => {
    assert.deepEqual(
      (await suggest('paris, t')).map((s) => s.label),
      ['Paris, Texas, US', 'Paris, Tennessee, US'],
    );
    assert.equal((await suggest('springfield, i'))[0]?.label, 'Springfield, Illinois, US');
  });

  test('"191" suggests Philadelphia ZIP codes in order', async () => {
    const zips = await suggest('191');
    assert.deepEqual(
      zips.map((s) => s.label),
      ['19101', '19102', '19103', '19104', '19105'].map((zip) => `Philadelphia, Pennsylvania ${zip}, US`),
    );
    assert.ok(zips.every((s) => s.kind === 'postal-code'), `expected zips.every((s) => s.kind === 'postal-code'); got zips = ${inspect(zips)}`);
  });

  test('Canadian postal codes being typed suggest their areas', async () => {
    const toronto = await suggest('M5V 2');
    assert.deepEqual(toronto.map((s) => s.label), ['Toronto, Ontario M5V, CA']);
    assert.ok((await suggest('M5')).every((s) => / M5[A-Z], CA$/.test(s.label) && s.kind === 'postal-code'), 'expected (await suggest(\'M5\')).every((s) => / M5[A-Z], CA$/.test(s.label) && s.kind === \'postal-code\')');
  });

  test('the limit is kept, and nothing matches nothing', async () => {
    assert.equal((await suggest('sa', 3)).length, 3);
    assert.deepEqual(await suggest('qqxq'), []);
    assert.deepEqual(await suggest(','), []);
  });
});
