import type { LatLng } from './port';

/** Mean Earth radius (IUGG), metres. */
const EARTH_RADIUS_M = 6_371_008.8;
const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine). The search service uses it for the distance text too. */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface LatLngBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * The box around a circle, in degrees. Longitudes may pass ±180 (west < -180 or east > 180) near
 * the antimeridian; callers that index by longitude wrap them. Near the poles the box spans all
 * longitudes.
 */
export function boundingBox(center: LatLng, radiusMeters: number): LatLngBox {
  const dLat = (radiusMeters / EARTH_RADIUS_M) * (180 / Math.PI);
  const south = Math.max(-90, center.lat - dLat);
  const north = Math.min(90, center.lat + dLat);
  const cosLat = Math.min(Math.cos(toRad(south)), Math.cos(toRad(north)));
  const dLng = cosLat < 1e-6 ? 180 : Math.min(180, dLat / cosLat);
  return { south, north, west: center.lng - dLng, east: center.lng + dLng };
}

/** A longitude in [-180, 180). */
export function wrapLongitude(lng: number): number {
  if (lng >= -180 && lng < 180) return lng;
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}

/** Whether a coordinate pair is a real position. */
export function isLatLng(lat: unknown, lng: unknown): boolean {
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}
