import { ISO_3166_ALPHA2 } from './country-codes';
import { fold } from './fold';

/**
 * Region (state, province, nation) names for the countries whose GeoNames admin-1 codes can be
 * named without a data file: the US (postal abbreviations), Canada, the UK and Australia. Other
 * countries' labels name the city and country only. Also resolves the qualifiers people type after
 * a city name ("Springfield, IL", "Paris, Texas", "Edinburgh, UK") to countries and regions.
 */
type RegionTable = Record<string, readonly [name: string, abbreviation?: string]>;

const US: RegionTable = Object.fromEntries(
  (
    [
      ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
      ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
      ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
      ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
      ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
      ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
      ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
      ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
      ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
      ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
      ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
      // Territories: their own countries in GeoNames, but US states in ZIP code data.
      ['PR', 'Puerto Rico'], ['VI', 'U.S. Virgin Islands'], ['GU', 'Guam'], ['AS', 'American Samoa'],
      ['MP', 'Northern Mariana Islands'],
    ] as const
  ).map(([code, name]) => [code, [name, code]]),
);

/** GeoNames admin-1 codes of Canada, with the postal abbreviations. */
const CA: RegionTable = {
  '01': ['Alberta', 'AB'],
  '02': ['British Columbia', 'BC'],
  '03': ['Manitoba', 'MB'],
  '04': ['New Brunswick', 'NB'],
  '05': ['Newfoundland and Labrador', 'NL'],
  '07': ['Nova Scotia', 'NS'],
  '08': ['Ontario', 'ON'],
  '09': ['Prince Edward Island', 'PE'],
  '10': ['Quebec', 'QC'],
  '11': ['Saskatchewan', 'SK'],
  '12': ['Yukon', 'YT'],
  '13': ['Northwest Territories', 'NT'],
  '14': ['Nunavut', 'NU'],
};

const GB: RegionTable = { ENG: ['England'], SCT: ['Scotland'], WLS: ['Wales'], NIR: ['Northern Ireland'] };

const AU: RegionTable = {
  '01': ['Australian Capital Territory', 'ACT'],
  '02': ['New South Wales', 'NSW'],
  '03': ['Northern Territory', 'NT'],
  '04': ['Queensland', 'QLD'],
  '05': ['South Australia', 'SA'],
  '06': ['Tasmania', 'TAS'],
  '07': ['Victoria', 'VIC'],
  '08': ['Western Australia', 'WA'],
};

const REGIONS: Record<string, RegionTable> = { US, CA, GB, AU };

/** The region's name, when known: ("US", "PA") → "Pennsylvania", ("CA", "08") → "Ontario". */
export function regionName(country: string, adminCode: string): string | undefined {
  return REGIONS[country]?.[adminCode]?.[0];
}

/** A US state's name from its postal abbreviation ("PA" → "Pennsylvania"). */
export const usStateName = (abbreviation: string): string | undefined => US[abbreviation]?.[0];

/** The Canadian admin-1 code of a postal code, from its first letter (X splits Nunavut from the NWT). */
export function canadianRegionCode(postalCode: string): string | undefined {
  const letter = postalCode[0]?.toUpperCase();
  if (letter === 'X') return /^X0[ABC]/i.test(postalCode) ? '14' : '13';
  return letter ? CANADIAN_POSTAL_LETTERS[letter] : undefined;
}
const CANADIAN_POSTAL_LETTERS: Record<string, string> = {
  A: '05', B: '07', C: '09', E: '04', G: '10', H: '10', J: '10', K: '08', L: '08', M: '08', N: '08', P: '08',
  R: '03', S: '11', T: '01', V: '02', Y: '12',
};

/** What a typed qualifier can stand for: countries (alpha-2) and regions (`country:adminCode`). */
export interface QualifierMeaning {
  countries: string[];
  regions: string[];
}

const COUNTRY_ALIASES: Record<string, string> = {
  uk: 'GB',
  britain: 'GB',
  'great britain': 'GB',
  usa: 'US',
  'u s': 'US',
  'u s a': 'US',
  america: 'US',
  'united states of america': 'US',
  holland: 'NL',
};

let qualifiers: Map<string, QualifierMeaning> | undefined;
let countryNames: Intl.DisplayNames | undefined;

/** The English name of a country ("FR" → "France"). */
export function countryName(code: string): string | undefined {
  countryNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
  const name = countryNames.of(code);
  return name && name !== code ? name : undefined;
}

/** The countries and regions a folded qualifier names; null when it names none we know. */
export function qualifierMeaning(folded: string): QualifierMeaning | null {
  qualifiers ??= buildQualifiers();
  return qualifiers.get(folded) ?? null;
}

function buildQualifiers(): Map<string, QualifierMeaning> {
  const map = new Map<string, QualifierMeaning>();
  const entry = (key: string) => {
    let meaning = map.get(key);
    if (!meaning) map.set(key, (meaning = { countries: [], regions: [] }));
    return meaning;
  };
  for (const code of ISO_3166_ALPHA2) {
    entry(fold(code)).countries.push(code);
    const name = countryName(code);
    if (name) entry(fold(name)).countries.push(code);
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) entry(alias).countries.push(code);
  for (const [country, table] of Object.entries(REGIONS)) {
    for (const [adminCode, [name, abbreviation]] of Object.entries(table)) {
      const key = `${country}:${adminCode}`;
      entry(fold(name)).regions.push(key);
      entry(fold(abbreviation ?? adminCode)).regions.push(key);
    }
  }
  return map;
}
