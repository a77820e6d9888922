import type { Feature, Polygon } from 'geojson';
import type { Coordinates } from '@shared/api/places';
import type { DistanceUnit } from '@shared/api/profile';

/** Mean Earth radius (IUGG), the one map scales use. */
const EARTH_RADIUS_M = 6_371_008.8;
const METERS_PER = { miles: 1609.344, km: 1000 } as const;

/** The search radius (1 to 5 in the search's unit) in meters. */
export function radiusInMeters(radius: number, unit: DistanceUnit): number {
  return radius * METERS_PER[unit];
}

/** The point `distance` meters from `from` in direction `bearing` (radians from north), on a sphere. */
function destination(from: Coordinates, distance: number, bearing: number): [number, number] {
  const lat1 = (from.lat * Math.PI) / 180;
  const lng1 = (from.lng * Math.PI) / 180;
  const angle = distance / EARTH_RADIUS_M;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing));
  const lng2 = lng1 + Math.atan2(Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  return [(lng2 * 180) / Math.PI, (lat2 * 180) / Math.PI];
}

/** The search ring: a GeoJSON polygon of `steps` points `radius` meters around `center`, closed. */
export function circlePolygon(center: Coordinates, radius: number, steps = 64): Feature<Polygon> {
  const ring = Array.from({ length: steps }, (_, i) => destination(center, radius, (2 * Math.PI * i) / steps));
  ring.push(ring[0]!);
  return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } };
}

/** [[west, south], [east, north]] in degrees. */
export type Bounds = [[number, number], [number, number]];

/** The bounds of a set of [lng, lat] points. */
export function boundsOf(points: readonly (readonly [number, number])[]): Bounds {
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}
