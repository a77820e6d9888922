/** Places port: restaurant search near a point and details (Google Places / embedded OSM + demo data). */
export interface LatLng {
  lat: number;
  lng: number;
}

export interface PlaceSummary {
  id: string;
  name: string;
  location: LatLng;
  address?: string;
  cuisine?: string;
  /** 1 to 4 ($ to $$$$). */
  priceLevel?: number;
  rating?: number;
  userRatingCount?: number;
  openNow?: boolean;
  photoUrl?: string;
  /** True when the result comes from generated demo data rather than a real source. */
  demo: boolean;
}

export interface PlaceDetails extends PlaceSummary {
  phone?: string;
  website?: string;
  openingHours?: string[];
  reviews?: { author: string; rating: number; text: string; publishedAt?: string }[];
}

export interface PlaceSearchQuery {
  center: LatLng;
  radiusMeters: number;
  text?: string;
  cuisine?: string;
  priceLevels?: number[];
  /** UI language for names and addresses where the source has them. */
  language?: string;
  maxResults?: number;
}

export interface PlacesPort {
  search(query: PlaceSearchQuery): Promise<PlaceSummary[]>;
  /** Null when no such place exists. */
  details(id: string, language?: string): Promise<PlaceDetails | null>;
}
