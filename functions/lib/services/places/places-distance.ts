import type { DistanceUnit } from '../../../../shared/api/profile';

/** Metres in one unit of the user's choice. */
export const METERS_PER_UNIT: Record<DistanceUnit, number> = { miles: 1609.344, km: 1000 };

export function radiusToMeters(radius: number, unit: DistanceUnit): number {
  return radius * METERS_PER_UNIT[unit];
}

/**
 * The spec's distance text, starting with a number: "0.8 miles", "1 mile", "1.3 km", one decimal
 * at most. Anything closer than 0.1 reads "0.1" (a "0 miles" restaurant looks like an error).
 */
export function formatDistance(meters: number, unit: DistanceUnit): string {
  const value = Math.max(0.1, Math.round((meters / METERS_PER_UNIT[unit]) * 10) / 10);
  const text = String(value);
  if (unit === 'km') return `${text} km`;
  return `${text} ${value === 1 ? 'mile' : 'miles'}`;
}
