import { createRequire } from 'node:module';

/**
 * US ZIP codes and Canadian postal codes: recognising them in typed text, and the `zipcodes`
 * package's data (42,000 US ZIP codes and the 1,600 Canadian forward sortation areas, the first
 * three characters, each with a centre point). Loaded at run time, never bundled.
 */
export type PostalQuery = { country: 'US'; zip: string } | { country: 'CA'; fsa: string; code: string };

/** "19103", "19103-1234", "M5V 2T6", "m5v2t6", "M5V" → the code to look up; anything else → null. */
export function parsePostalCode(text: string): PostalQuery | null {
  const compact = text.trim().toUpperCase();
  const us = /^(\d{5})(?:[ -]?\d{4})?$/.exec(compact);
  if (us) return { country: 'US', zip: us[1]! };
  const ca = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(?: ?(\d[ABCEGHJ-NPRSTV-Z]\d))?$/.exec(compact);
  if (ca) return { country: 'CA', fsa: ca[1]!, code: ca[2] ? `${ca[1]} ${ca[2]}` : ca[1]! };
  return null;
}

/** The start of a postal code being typed: "191" (US) or "M5", "M5V 2" (Canada). */
export type PostalPrefix = { country: 'US'; prefix: string } | { country: 'CA'; prefix: string };

export function parsePostalPrefix(text: string): PostalPrefix | null {
  const compact = text.trim().toUpperCase();
  const us = /^(\d{1,5})(?:[ -]?\d{0,4})?$/.exec(compact);
  if (us) return { country: 'US', prefix: us[1]! };
  const ca = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]?)(?: ?\d(?:[ABCEGHJ-NPRSTV-Z]\d?)?)?$/.exec(compact);
  if (ca && (ca[1]!.length === 3 || compact.length === 2)) return { country: 'CA', prefix: ca[1]! };
  return null;
}

export interface PostalArea {
  /** The ZIP code or forward sortation area. */
  code: string;
  /** US: the ZIP code's city; Canada: a description of the area (not a city name). */
  place: string;
  /** US: the state's postal abbreviation; Canada: the province's name. */
  state: string;
  lat: number;
  lng: number;
}

interface ZipcodesRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/** Military mail (APO/FPO) has no place to search near. */
const MILITARY_STATES = new Set(['AA', 'AE', 'AP']);

export class PostalIndex {
  private readonly byCode = new Map<string, PostalArea>();
  private readonly sortedUs: string[];
  private readonly sortedCa: string[];

  constructor(records: Iterable<ZipcodesRecord>) {
    const us: string[] = [];
    const ca: string[] = [];
    for (const r of records) {
      if (!Number.isFinite(r.latitude) || !Number.isFinite(r.longitude) || (r.latitude === 0 && r.longitude === 0)) continue;
      if (MILITARY_STATES.has(r.state)) continue;
      const isUs = /^\d{5}$/.test(r.zip);
      this.byCode.set(r.zip, { code: r.zip, place: r.city, state: r.state, lat: r.latitude, lng: r.longitude });
      (isUs ? us : ca).push(r.zip);
    }
    this.sortedUs = us.sort();
    this.sortedCa = ca.sort();
  }

  get size(): number {
    return this.byCode.size;
  }

  lookup(query: PostalQuery): PostalArea | undefined {
    return this.byCode.get(query.country === 'US' ? query.zip : query.fsa);
  }

  /** Codes starting with the prefix, in order, at most `limit`. */
  startingWith(prefix: PostalPrefix, limit: number): PostalArea[] {
    const sorted = prefix.country === 'US' ? this.sortedUs : this.sortedCa;
    const found: PostalArea[] = [];
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! < prefix.prefix) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < sorted.length && sorted[i]!.startsWith(prefix.prefix) && found.length < limit; i++) {
      found.push(this.byCode.get(sorted[i]!)!);
    }
    return found;
  }
}

export function loadPostalIndex(): PostalIndex {
  // A variable `require`, so bundlers leave the data package out of the Lambda bundles.
  const requireFromHere = createRequire(import.meta.url);
  const { codes } = requireFromHere('zipcodes') as { codes: Record<string, ZipcodesRecord> };
  return new PostalIndex(Object.values(codes));
}
