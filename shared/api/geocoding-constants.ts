/**
 * The location routes' plain values, in a module without schemas: the search form reads them on /home,
 * which builds no zod schema (docs/decisions.md, "Issue 19: the API contracts' schemas stay out of the
 * production web app"). `geocoding.ts` re-exports them.
 */

/** The spec: "Autocomplete starts at 2 or more characters." */
export const AUTOCOMPLETE_MIN_LENGTH = 2;

/** The spec's display when no address is found for the browser's position: "Location: 39.9526, -75.1652". */
export function coordinatesLabel(lat: number, lng: number): string {
  return `Location: ${lat.toFixed(4)}, ${lng.toFixed(4)}`;
}
