import { type LatLngBox, boundingBox } from '../../../functions/lib/providers/places/geo';
import type { LatLng } from '../../../functions/lib/providers/places/port';

/**
 * The area `npm run fetch:osm` asks for: a box given as `--bbox south,west,north,east` (Overpass's
 * own order), or the box around a place's centre. A box larger than MAX_AREA_KM2 is refused: one
 * request to a shared public server should stay small (about a large city), and a bigger one is
 * better fetched in parts.
 */
export const MAX_AREA_KM2 = 2_500;
export const DEFAULT_RADIUS_KM = 10;

const KM_PER_DEGREE_LAT = 111.195;

/** Width and height of a box in km (the width at its middle latitude), and its area. */
export function boxSize(box: LatLngBox): { widthKm: number; heightKm: number; km2: number } {
  const heightKm = (box.north - box.south) * KM_PER_DEGREE_LAT;
  const widthKm = (box.east - box.west) * KM_PER_DEGREE_LAT * Math.cos((((box.north + box.south) / 2) * Math.PI) / 180);
  return { widthKm, heightKm, km2: widthKm * heightKm };
}

/** "south,west,north,east" → the box, or an error message that says what is wrong. */
export function parseBbox(text: string): LatLngBox | { error: string } {
  const parts = text.split(',').map((part) => part.trim());
  const numbers = parts.map(Number);
  if (parts.length !== 4 || parts.some((part) => part === '') || numbers.some((n) => !Number.isFinite(n))) {
    return { error: '--bbox takes four numbers: south,west,north,east (degrees, e.g. --bbox 52.50,13.35,52.54,13.45).' };
  }
  const [south, west, north, east] = numbers as [number, number, number, number];
  if ([south, north].some((lat) => Math.abs(lat) > 90)) return { error: '--bbox: latitudes (south, north) lie between -90 and 90.' };
  if ([west, east].some((lng) => Math.abs(lng) > 180)) return { error: '--bbox: longitudes (west, east) lie between -180 and 180.' };
  if (south >= north) return { error: '--bbox: south must be less than north (the order is south,west,north,east).' };
  if (west >= east) return { error: '--bbox: west must be less than east (the order is south,west,north,east; a box across the 180° meridian is fetched as two boxes).' };
  return { south, west, north, east };
}

/** The box around a place's centre. */
export function boxAround(center: LatLng, radiusKm: number): LatLngBox {
  return boundingBox(center, radiusKm * 1000);
}

/** Why a box cannot be asked for (too large, or across the 180° meridian), or undefined when it can. */
export function areaProblem(box: LatLngBox): string | undefined {
  if (box.west < -180 || box.east > 180) return 'The area crosses the 180° meridian; fetch it as two --bbox areas, one on each side.';
  const size = boxSize(box);
  if (size.km2 <= MAX_AREA_KM2) return undefined;
  return (
    `The area is too large: ${describeSize(box)}, more than ${MAX_AREA_KM2.toLocaleString('en-US')} km² in one request. ` +
    'Fetch a smaller area (a smaller --radius, or several --bbox areas one after the other).'
  );
}

/** "about 20 × 22 km (440 km²)". */
export function describeSize(box: LatLngBox): string {
  const { widthKm, heightKm, km2 } = boxSize(box);
  const km = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0));
  return `about ${km(widthKm)} × ${km(heightKm)} km (${Math.round(km2).toLocaleString('en-US')} km²)`;
}

/** "52.4345,13.2630,52.6142,13.5581": a box in Overpass's order, 4 decimals (about 10 m). */
export const boxText = (box: LatLngBox) => [box.south, box.west, box.north, box.east].map((n) => n.toFixed(4)).join(',');
