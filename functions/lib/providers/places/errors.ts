import { DomainError } from '../../errors';

/**
 * The places provider could not answer (Google down, over quota, key refused, timeout). Users see
 * a 503 with this message; the cause (Google's status and message) goes to the error log only.
 */
export class PlacesUnavailableError extends DomainError {
  constructor(cause: unknown) {
    super('unavailable', 'PLACES_UNAVAILABLE', 'Restaurant search is unavailable right now. Please try again in a moment.');
    this.cause = cause;
  }
}

/** Google's own error answer (`{"error": {"code", "message", "status"}}`), kept for logs and decisions. */
export class GooglePlacesError extends Error {
  override name = 'GooglePlacesError';
  constructor(
    readonly httpStatus: number,
    /** Google's canonical status: INVALID_ARGUMENT, NOT_FOUND, PERMISSION_DENIED, RESOURCE_EXHAUSTED, ... */
    readonly status: string,
    message: string,
  ) {
    super(`Google Places answered ${httpStatus} ${status}: ${message}`);
  }
}
