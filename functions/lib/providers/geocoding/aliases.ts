/**
 * Names people type that GeoNames spells otherwise: common English names of cities GeoNames lists
 * under their local name, and a few everyday short forms. Each points at one city (name and country
 * as in the data); ranking still goes by that city's population.
 */
export const CITY_ALIASES: readonly { alias: string; name: string; country: string }[] = [
  { alias: 'new york', name: 'New York City', country: 'US' },
  { alias: 'nyc', name: 'New York City', country: 'US' },
  { alias: 'washington', name: 'Washington, D.C.', country: 'US' },
  { alias: 'washington dc', name: 'Washington, D.C.', country: 'US' },
  { alias: 'quebec city', name: 'Québec', country: 'CA' },
  { alias: 'cologne', name: 'Köln', country: 'DE' },
  { alias: 'nuremberg', name: 'Nürnberg', country: 'DE' },
  { alias: 'hanover', name: 'Hannover', country: 'DE' },
  { alias: 'frankfurt', name: 'Frankfurt am Main', country: 'DE' },
  { alias: 'seville', name: 'Sevilla', country: 'ES' },
  { alias: 'antwerp', name: 'Antwerpen', country: 'BE' },
  { alias: 'gothenburg', name: 'Göteborg', country: 'SE' },
  { alias: 'geneva', name: 'Genève', country: 'CH' },
  { alias: 'lucerne', name: 'Luzern', country: 'CH' },
  { alias: 'kiev', name: 'Kyiv', country: 'UA' },
  { alias: 'saigon', name: 'Ho Chi Minh City', country: 'VN' },
  { alias: 'bombay', name: 'Mumbai', country: 'IN' },
  { alias: 'peking', name: 'Beijing', country: 'CN' },
];
