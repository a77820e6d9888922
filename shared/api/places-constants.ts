/**
 * The restaurant routes' plain values, in a module without schemas: the web app reads them on pages
 * that build no zod schema (docs/decisions.md, "Issue 19: the API contracts' schemas stay out of the
 * production web app"). `places.ts` re-exports them beside the schemas that use them.
 */
export const SEARCH_RADIUS_MIN = 1;
export const SEARCH_RADIUS_MAX = 5;

/**
 * The id POST /places/search answers with (its search history item's id): the detail page and the
 * menu opened from that search send it, and the server scans with the lists it stored for it
 * (product-rules §10.1). An id, never the lists: no health data travels in a URL.
 */
export const SEARCH_ID_PATTERN = /^(\d{1,15})-([0-9a-f-]{36})$/;

/** The shape of every id the providers issue (Google ids, `osm-node-123`, `demo-...`). */
export const PLACE_ID_PATTERN = /^[A-Za-z0-9_.~-]{1,300}$/;
