import type { DataArea } from '../../../../shared/api/places';
import type { Cuisine } from '../../../../shared/domain/cuisines';

/**
 * Places port: restaurants near a point, and one restaurant's details. Adapters: Google Places API
 * (New) in AWS, and locally the embedded one (places imported from OpenStreetMap, else a
 * deterministic demo dataset). Adapters return the facts of a place; distances, the user's unit,
 * the allergen scan and the spec's Restaurant shape are the search service's work.
 */
export interface LatLng {
  lat: number;
  lng: number;
}

/** The spec's price levels, cheapest first. */
export const PRICE_LEVELS = ['$', '$$', '$$$', '$$$$'] as const;
export type PriceLevel = (typeof PRICE_LEVELS)[number];

/** Where a place's facts come from. */
export type PlaceSource = 'google-places' | 'openstreetmap' | 'demo';

/** Text the UI must show with data from a source (licence or terms), with a link where there is one. */
export interface Attribution {
  text: string;
  url?: string;
}

export interface PlacePhoto {
  /**
   * A path relative to the API base URL: an offline illustration (`/places/illustration?...`) or a
   * photo proxied through our API (`/places/photo?...`, Google). Resolve it with `resolvePlaceUrl`
   * before sending it to the browser.
   */
  url: string;
  width?: number;
  height?: number;
  /** Authors to credit next to the photo (Google requires it). */
  attributions?: Attribution[];
}

export interface PlaceReview {
  author: string;
  authorUrl?: string;
  /** 1 to 5. */
  rating?: number;
  text: string;
  /** "2 weeks ago", in the requested language where the source provides it. */
  relativeTime?: string;
  /** ISO 8601. */
  publishedAt?: string;
}

export interface PlaceMenuItem {
  name: string;
  description?: string;
}

/** One restaurant as a search returns it. */
export interface Place {
  /** Stable id for GET /places/{id}: Google place id, `osm-node-123`, or `demo-...`. URL-path safe. */
  id: string;
  name: string;
  location: LatLng;
  /** Full address (the spec's `address` and `formatted_address`). */
  address?: string;
  /** Short address, street and town (the spec's `vicinity`). */
  vicinity?: string;
  /** The spec's cuisines this place serves, main one first; may be empty. */
  cuisines: Cuisine[];
  /**
   * The source's own cuisine words, readable ("fried chicken", "ethiopian", "sushi"): shown when
   * `cuisines` is empty, and text for the allergen scan.
   */
  cuisineTags: string[];
  priceLevel?: PriceLevel;
  /** 1 to 5. OpenStreetMap has no ratings. */
  rating?: number;
  userRatingCount?: number;
  /** The source's status at the moment of the search (Google); OpenStreetMap gives `openingHours` instead. */
  openNow?: boolean;
  /** OpenStreetMap `opening_hours` (its own syntax), evaluated in the place's time zone when a search is served. */
  openingHours?: string;
  /** ISO 3166-1 alpha-2, where the source says: the public holidays `openingHours` may name. */
  countryCode?: string;
  /** Main image; same form as `PlacePhoto.url`. */
  imageUrl?: string;
  /** Diets the source says it caters for, as the profile's preset names ("Vegan", "Gluten-Free"). */
  dietaryOptions: string[];
  /** The diets of `dietaryOptions` that cover every dish (OpenStreetMap `diet:vegan=only`); absent when none. */
  dietaryOnly?: string[];
  /** Summary or description (text for the allergen scan). */
  description?: string;
  /** Dishes with their ingredients, where the source has them (demo data does). */
  menuItems: PlaceMenuItem[];
  source: PlaceSource;
  /** Generated demo data, not a real restaurant: the UI labels it "Demo data". */
  demo: boolean;
  attribution?: Attribution;
}

/** One restaurant with everything the detail page shows. */
export interface PlaceDetails extends Place {
  /** Main image first, at most 10. */
  photos: PlacePhoto[];
  phone?: string;
  /** http(s) only. */
  website?: string;
  /** One line per day or rule ("Mon–Fri: 11:00–22:00"). */
  hours: string[];
  reviews: PlaceReview[];
  /** The place on a map (Google Maps or openstreetmap.org). */
  mapUrl?: string;
}

export interface PlaceSearchQuery {
  center: LatLng;
  /** Circle to search, in metres (1 to 50 000). Every result lies inside it. */
  radiusMeters: number;
  /**
   * The words of the search text to match, once the search service has read cuisine, diets,
   * restrictions, price, intent and stop words out of it ("I want dairy-free mexican food near
   * Reading Terminal" → "reading terminal"). They rank and never filter: the embedded adapter puts
   * places matching more of them first; Google reads them in its text search.
   */
  text?: string;
  /** Diets the search text names ("Vegan"): places catering for them come first; Google reads them too. */
  diets?: readonly string[];
  cuisine?: Cuisine;
  /**
   * Wanted price levels. A place whose price is unknown passes (OpenStreetMap rarely has one, and
   * the results page orders chosen prices first anyway).
   */
  priceLevels?: readonly PriceLevel[];
  /** BCP 47 language for names, addresses and reviews where the source has them. */
  language?: string;
  /** Upper bound on results; adapters have their own defaults and caps. */
  maxResults?: number;
}

export interface PlaceSearchResult {
  /** Embedded data: most text words matched, then diets catered for, then nearest; Google in its own relevance order. */
  places: Place[];
  /**
   * With text words only: false when no place matched any of them (the places are then the nearby
   * ones for the cuisine, the text matched nothing), true when some did.
   */
  textMatched?: boolean;
  /** One source per answer: real and demo places are never mixed. */
  source: PlaceSource;
  demo: boolean;
  /** What the UI must show with these results. */
  attributions: Attribution[];
  /** No real data covers the area and demo places are off: `places` is empty, these areas have data. */
  noDataHere?: { areas: DataArea[] };
}

/** The query string of a proxied photo URL (`/places/photo?...`), as the photo route receives it. */
export type PhotoRequest = Record<string, string | undefined>;

export interface PlacesPort {
  search(query: PlaceSearchQuery): Promise<PlaceSearchResult>;
  /** Null when no such place exists (or the id is not one this adapter issues). */
  details(id: string, options?: { language?: string }): Promise<PlaceDetails | null>;
  /**
   * Google only: checks a proxied photo URL's signature and returns a short-lived image URL
   * (without our key) to redirect the browser to; null for a bad signature or an unknown photo.
   */
  photo?(request: PhotoRequest): Promise<{ redirectUrl: string } | null>;
}
