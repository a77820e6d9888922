import { ApiError } from './api-client';

/**
 * When the API cannot be reached (product-rules §3.5): what counts as "unreachable",
 * and how often a read tries again while it is.
 */

/** A proxy or load balancer answers these when the API behind it is down or does not answer in time. */
const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * True when no answer came from the API itself: the request never got an answer (the fetch rejected), or a
 * gateway answered 502/503/504 without the API's `{ error: { code, message } }` body. The API's own errors
 * (a 4xx with its message, a 503 with its code such as PLACES_UNAVAILABLE) are not "unreachable".
 */
export function isServiceUnreachable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'NETWORK_ERROR') return true;
  return GATEWAY_STATUSES.has(error.status) && error.code === `HTTP_${error.status}`;
}

/** The first wait before a read tries again, doubled after each failed try, up to the cap. */
export const RETRY_FIRST_MS = 3_000;
export const RETRY_CAP_MS = 60_000;
/** Each wait is shortened by up to this share at random, so many tabs do not all ask at the same moment. */
export const RETRY_JITTER = 0.25;

/**
 * The wait before the next try after `failures` failed tries (TanStack's retryDelay counts from 0):
 * 3 s, 6 s, 12 s, 24 s, 48 s, then 60 s, each shortened by up to a quarter at random.
 */
export function retryDelayMs(failures: number, random: () => number = Math.random): number {
  const step = Math.min(RETRY_CAP_MS, RETRY_FIRST_MS * 2 ** Math.max(0, failures));
  return Math.round(step * (1 - RETRY_JITTER * random()));
}

/**
 * Reads try again by themselves, without end, while the service is unreachable (the waits grow, and TanStack
 * pauses them while the tab is hidden or the browser offline); any other failure shows at once, as before.
 */
export function retryWhileUnreachable(_failures: number, error: unknown): boolean {
  return isServiceUnreachable(error);
}
