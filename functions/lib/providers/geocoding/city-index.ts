import { boundingBox, haversineMeters } from '../places/geo';
import { CITY_ALIASES } from './aliases';
import type { CityColumns } from './geonames-data';
import { fold } from './fold';
import { placeLabel } from './labels';
import { countryName, qualifierMeaning, regionName } from './regions';

/**
 * Look-ups over the GeoNames cities: by folded name (exact or prefix, through one sorted key list),
 * and the nearest city to a point (through a 1° grid, so a query reads a few cells, not 135,000
 * cities).
 */

/** Places that no longer exist or are historical: never answered. */
const HISTORICAL = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
/** Sections of a populated place (neighbourhoods): found by name, but a reverse look-up names the city. */
const SECTION = 'PPLX';

const GRID_ROWS = 181;
const GRID_COLS = 360;

export interface City {
  index: number;
  name: string;
  region?: string | undefined;
  country: string;
  lat: number;
  lng: number;
  population: number;
  label: string;
}

export class CityIndex {
  /** Folded names (and aliases), sorted; `keyCity[i]` is the city of `keys[i]`. */
  private readonly keys: string[];
  private readonly keyCity: Int32Array;
  private readonly cellStart: Int32Array;
  private readonly cellCities: Int32Array;

  constructor(private readonly data: CityColumns) {
    const entries: { key: string; city: number }[] = [];
    for (let i = 0; i < data.count; i++) {
      if (!HISTORICAL.has(data.featureCodes[i]!)) entries.push({ key: fold(data.names[i]!), city: i });
    }
    for (const { alias, name, country } of CITY_ALIASES) {
      const city = this.largest((i) => data.names[i] === name && data.countries[i] === country);
      if (city !== undefined) entries.push({ key: alias, city });
    }
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.keys = entries.map((e) => e.key);
    this.keyCity = Int32Array.from(entries, (e) => e.city);
    [this.cellStart, this.cellCities] = buildGrid(data, (i) => !HISTORICAL.has(data.featureCodes[i]!) && data.featureCodes[i] !== SECTION);
  }

  get size(): number {
    return this.data.count;
  }

  city(index: number): City {
    const d = this.data;
    const country = d.countries[index]!;
    const region = regionName(country, d.adminCodes[index]!);
    const name = d.names[index]!;
    return {
      index,
      name,
      region,
      country,
      lat: d.lat[index]!,
      lng: d.lng[index]!,
      population: d.population[index]!,
      label: placeLabel({ city: name, region, country }),
    };
  }

  /** Cities whose folded name is exactly `key`, most populous first. */
  exact(key: string): number[] {
    const found: number[] = [];
    for (let i = lowerBound(this.keys, key); i < this.keys.length && this.keys[i] === key; i++) found.push(this.keyCity[i]!);
    return this.byPopulation(found);
  }

  /** Cities whose folded name starts with `prefix`, most populous first; `towns` leaves out sections of cities. */
  prefix(prefix: string, { towns = false } = {}): number[] {
    const found: number[] = [];
    for (let i = lowerBound(this.keys, prefix); i < this.keys.length && this.keys[i]!.startsWith(prefix); i++) {
      const city = this.keyCity[i]!;
      if (!towns || this.data.featureCodes[city] !== SECTION) found.push(city);
    }
    return this.byPopulation(found);
  }

  /**
   * Keeps the cities every qualifier fits ("IL", "Texas", "France", "UK"). A qualifier we know as a
   * country or region must fit; one we do not know ("Île-de-France") narrows the choice only when
   * some city's admin code spells it, and is otherwise ignored.
   */
  qualified(cities: number[], qualifiers: readonly string[], matchesPrefix = false): number[] {
    let kept = cities;
    for (const qualifier of qualifiers) {
      const fits = (city: number) => this.fitsQualifier(city, qualifier, matchesPrefix);
      const narrowed = kept.filter(fits);
      if (narrowed.length > 0 || this.isKnownQualifier(qualifier, matchesPrefix)) kept = narrowed;
    }
    return kept;
  }

  /**
   * The city a point is in or nearest to, within `maxKm` (sections of cities left out). Big cities
   * reach further than their GeoNames point: a point 4 km from the centre of Paris is in Paris, not
   * in the closer centre of Neuilly-sur-Seine. So the winner is the city with the least distance
   * beyond its reach, an estimate of its radius from its population.
   */
  closest(lat: number, lng: number, maxKm: number): { index: number; km: number } | null {
    let best: { index: number; km: number; score: number } | null = null;
    const box = boundingBox({ lat, lng }, maxKm * 1000);
    const rowFrom = Math.floor(box.south) + 90;
    const rowTo = Math.min(GRID_ROWS - 1, Math.floor(box.north) + 90);
    // West and east may pass ±180; cells wrap below. At most every column once.
    const colFrom = Math.floor(box.west) + 180;
    const colTo = Math.min(colFrom + GRID_COLS - 1, Math.floor(box.east) + 180);
    for (let row = rowFrom; row <= rowTo; row++) {
      for (let col = colFrom; col <= colTo; col++) {
        const cell = row * GRID_COLS + (((col % GRID_COLS) + GRID_COLS) % GRID_COLS);
        for (let k = this.cellStart[cell]!; k < this.cellStart[cell + 1]!; k++) {
          const city = this.cellCities[k]!;
          const km = haversineMeters({ lat, lng }, { lat: this.data.lat[city]!, lng: this.data.lng[city]! }) / 1000;
          if (km > maxKm) continue;
          const score = km - reachKm(this.data.population[city]!);
          if (!best || score < best.score) best = { index: city, km, score };
        }
      }
    }
    return best && { index: best.index, km: best.km };
  }

  private fitsQualifier(city: number, qualifier: string, matchesPrefix: boolean): boolean {
    const country = this.data.countries[city]!;
    const adminCode = this.data.adminCodes[city]!;
    const regionKey = `${country}:${adminCode}`;
    if (matchesPrefix) {
      const names = [country, adminCode, regionName(country, adminCode) ?? '', countryName(country) ?? ''];
      return names.some((value) => fold(value).startsWith(qualifier));
    }
    const meaning = qualifierMeaning(qualifier);
    return (meaning?.countries.includes(country) ?? false) || (meaning?.regions.includes(regionKey) ?? false) || fold(adminCode) === qualifier;
  }

  private isKnownQualifier(qualifier: string, matchesPrefix: boolean): boolean {
    return matchesPrefix || qualifierMeaning(qualifier) !== null;
  }

  private byPopulation(cities: number[]): number[] {
    const unique = [...new Set(cities)];
    return unique.sort((a, b) => this.data.population[b]! - this.data.population[a]!);
  }

  private largest(test: (city: number) => boolean): number | undefined {
    let best: number | undefined;
    for (let i = 0; i < this.data.count; i++) {
      if (test(i) && (best === undefined || this.data.population[i]! > this.data.population[best]!)) best = i;
    }
    return best;
  }
}

/** Cities bucketed by 1° cell (compressed: start offsets per cell, then the cities). */
function buildGrid(data: CityColumns, include: (city: number) => boolean): [Int32Array, Int32Array] {
  const cellOf = (city: number) => {
    const row = Math.min(GRID_ROWS - 1, Math.floor(data.lat[city]!) + 90);
    const col = (((Math.floor(data.lng[city]!) + 180) % GRID_COLS) + GRID_COLS) % GRID_COLS;
    return row * GRID_COLS + col;
  };
  const start = new Int32Array(GRID_ROWS * GRID_COLS + 1);
  for (let i = 0; i < data.count; i++) if (include(i)) start[cellOf(i) + 1]!++;
  for (let c = 0; c < GRID_ROWS * GRID_COLS; c++) start[c + 1]! += start[c]!;
  const cities = new Int32Array(start[GRID_ROWS * GRID_COLS]!);
  const fill = start.slice(0, -1);
  for (let i = 0; i < data.count; i++) if (include(i)) cities[fill[cellOf(i)]!++] = i;
  return [start, cities];
}

/** A rough radius of a city from its population (4 km for a million people), at most 12 km. */
function reachKm(population: number): number {
  return Math.min(12, 0.004 * Math.sqrt(population));
}

/** First index whose key is not below `key`. */
function lowerBound(keys: readonly string[], key: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
