import { type Cuisine, cuisineWordText, cuisinesForValue, splitCuisineValue } from '../../../../../shared/domain/cuisines';
import type { OsmElement } from './parse';
import { openingHoursLines } from './hours';

/**
 * Maps one OpenStreetMap element to the place record the embedded adapter stores, or says why it
 * is left out. Kept: restaurants, cafes, fast food, food courts, ice cream, bakeries; bars, pubs
 * and beer gardens only when their tags say they serve food (`food=yes`, a `cuisine`, or a diet
 * tag). Unnamed places are left out: a card needs a name.
 */
export interface OsmPlaceRecord {
  /** `osm-node-123`, `osm-way-456`. */
  id: string;
  name: string;
  /** `name:<lang>` for the app's languages, where the element has them. */
  localNames?: Record<string, string>;
  lat: number;
  lng: number;
  /** The element's kind: `restaurant`, `cafe`, `fast_food`, `pub`, `bakery`, ... */
  kind: string;
  cuisines: Cuisine[];
  cuisineTags: string[];
  dietaryOptions: string[];
  /** The diets of `dietaryOptions` tagged `only` (every dish); absent when none (and in imports made before it). */
  dietaryOnly?: string[];
  address?: string;
  vicinity?: string;
  phone?: string;
  website?: string;
  hours: string[];
  /** The `opening_hours` value as tagged (OSM syntax), read for open/closed when a search is served. */
  openingHours?: string;
  /** `addr:country` (ISO 3166-1 alpha-2), for holidays in `openingHours`. */
  countryCode?: string;
  description?: string;
}

export type OsmSkipReason = 'not-food' | 'drinks-only' | 'no-name';

const FOOD_AMENITIES = new Set(['restaurant', 'cafe', 'fast_food', 'food_court', 'ice_cream']);
const FOOD_IF_SERVED = new Set(['bar', 'pub', 'biergarten']);
const FOOD_SHOPS = new Set(['bakery', 'pastry']);
const APP_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'ko', 'zh'];

/** What the kind itself says about the cuisine. */
const KIND_CUISINES: Record<string, Cuisine> = { cafe: 'cafe', fast_food: 'fast-food', ice_cream: 'dessert', bakery: 'bakery', pastry: 'bakery' };

/**
 * `diet:<key>=yes|only` → the profile's preset names (and a few others). `limited` and `no` add
 * nothing. `diet:lactose_free` is deliberately not Dairy-Free: lactose-free dairy still contains milk protein.
 */
const DIETS: Record<string, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  gluten_free: 'Gluten-Free',
  halal: 'Halal',
  kosher: 'Kosher',
  dairy_free: 'Dairy-Free',
  nut_free: 'Nut-Free',
  egg_free: 'Egg-Free',
  soy_free: 'Soy-Free',
  pescetarian: 'Pescatarian',
};

/** Countries that write the house number after the street ("George Street 14" is wrong in the UK, right in Germany). */
const NUMBER_AFTER_STREET = new Set(['AT', 'BA', 'BE', 'CH', 'CZ', 'DE', 'DK', 'ES', 'FI', 'HR', 'HU', 'IS', 'IT', 'LI', 'LU', 'NL', 'NO', 'PL', 'PT', 'RS', 'SE', 'SI', 'SK']);

export function mapOsmElement(element: OsmElement): { place: OsmPlaceRecord } | { skip: OsmSkipReason } {
  const { tags } = element;
  const kind = placeKind(tags);
  if (!kind) return { skip: 'not-food' };
  const { options: diets, only: dietsOnly } = dietaryOptions(tags);
  if (FOOD_IF_SERVED.has(kind) && !(isYes(tags.food) || tags.cuisine || diets.length)) return { skip: 'drinks-only' };
  const name = osmName(tags.name) ?? osmName(tags['name:en']) ?? osmName(tags.brand);
  if (!name) return { skip: 'no-name' };

  const cuisineWords = tags.cuisine ? splitCuisineValue(tags.cuisine) : [];
  const cuisines = cuisinesForValue(tags.cuisine ?? '');
  const kindCuisine = KIND_CUISINES[kind];
  if (kindCuisine && !cuisines.includes(kindCuisine)) cuisines.push(kindCuisine);
  const cuisineTags = cuisineWords.map(cuisineWordText);
  if (cuisineTags.length === 0 && kind !== 'restaurant') cuisineTags.push(cuisineWordText(kind));

  const localNames = Object.fromEntries(APP_LANGUAGES.flatMap((lang) => (osmName(tags[`name:${lang}`]) ? [[lang, osmName(tags[`name:${lang}`])!]] : [])));
  const address = formatAddress(tags);
  const phone = first(tags.phone ?? tags['contact:phone'] ?? tags['contact:mobile']);
  const website = httpUrl(first(tags.website ?? tags['contact:website'] ?? tags.url));
  const description = clean(tags.description) ?? clean(tags['description:en']);
  const country = clean(tags['addr:country'])?.toUpperCase();
  return {
    place: {
      id: `osm-${element.type}-${element.id}`,
      name,
      ...(Object.keys(localNames).length ? { localNames } : {}),
      lat: round7(element.lat),
      lng: round7(element.lng),
      kind,
      cuisines,
      cuisineTags,
      dietaryOptions: diets,
      ...(dietsOnly.length ? { dietaryOnly: dietsOnly } : {}),
      ...(address.full ? { address: address.full } : {}),
      ...(address.short ? { vicinity: address.short } : {}),
      ...(phone ? { phone } : {}),
      ...(website ? { website } : {}),
      hours: openingHoursLines(tags.opening_hours),
      ...(clean(tags.opening_hours) ? { openingHours: clean(tags.opening_hours) } : {}),
      ...(country && /^[A-Z]{2}$/.test(country) ? { countryCode: country } : {}),
      ...(description ? { description } : {}),
    },
  };
}

function placeKind(tags: Record<string, string>): string | undefined {
  const amenity = tags.amenity;
  if (amenity && (FOOD_AMENITIES.has(amenity) || FOOD_IF_SERVED.has(amenity))) return amenity;
  if (tags.shop && FOOD_SHOPS.has(tags.shop)) return tags.shop;
  return undefined;
}

/**
 * Diets with `only` first (the place serves nothing else), then `yes`; vegan options are vegetarian
 * too. `only`: the diets every dish keeps (a vegan-only place is vegetarian-only too).
 */
function dietaryOptions(tags: Record<string, string>): { options: string[]; only: string[] } {
  const only: string[] = [];
  const yes: string[] = [];
  for (const [key, label] of Object.entries(DIETS)) {
    const value = tags[`diet:${key}`]?.trim().toLowerCase();
    if (value === 'only') only.push(label);
    else if (value === 'yes') yes.push(label);
  }
  const options = [...only, ...yes];
  const vegetarianRefused = tags['diet:vegetarian']?.trim().toLowerCase() === 'no';
  if (options.includes('Vegan') && !options.includes('Vegetarian') && !vegetarianRefused) options.push('Vegetarian');
  if (only.includes('Vegan') && !only.includes('Vegetarian') && !vegetarianRefused) only.push('Vegetarian');
  return { options, only };
}

function formatAddress(tags: Record<string, string>): { full?: string; short?: string } {
  const street = clean(tags['addr:street']) ?? clean(tags['addr:place']);
  const number = clean(tags['addr:housenumber']);
  const country = clean(tags['addr:country'])?.toUpperCase();
  const line1 = street
    ? number
      ? country && NUMBER_AFTER_STREET.has(country) ? `${street} ${number}` : `${number} ${street}`
      : street
    : clean(tags['addr:housename']);
  const city = clean(tags['addr:city']);
  const region = [clean(tags['addr:state']), clean(tags['addr:postcode'])].filter(Boolean).join(' ');
  const full = [line1, city, region].filter(Boolean).join(', ');
  const short = [line1, city].filter(Boolean).join(', ');
  return { ...(full ? { full } : {}), ...(short ? { short } : {}) };
}

/** A website as an http(s) URL: "www.example.com" gains https://; anything else (javascript:, mailto:) is dropped. */
export function httpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : /^[^\s/]+\.[^\s/]+/.test(value) ? `https://${value}` : undefined;
  if (!candidate) return undefined;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const isYes = (value: string | undefined) => !!value && !/^(no|none)$/i.test(value.trim());
const clean = (value: string | undefined) => value?.replace(/\s+/g, ' ').trim() || undefined;
const first = (value: string | undefined) => clean(value?.split(';')[0]);

/**
 * A name as people read it: OpenStreetMap joins several values with ";" ("Ramen Bar;Ramen bar"),
 * which is shown as the first one. Also applied when a place is read, for data imported before.
 */
export const osmName = (value: string | undefined): string | undefined => value?.split(';').map(clean).find(Boolean);
const round7 = (n: number) => Math.round(n * 1e7) / 1e7;
