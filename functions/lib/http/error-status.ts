import type { DomainError, ErrorKind } from '../errors';
import { HttpError, RetryLaterError } from './errors';

/** The one table from domain error kinds to HTTP status codes. */
export const STATUS_BY_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  unprocessable: 422,
  'limit-reached': 429,
  'retry-later': 429,
  unavailable: 503,
  'provider-failed': 502,
  'provider-timeout': 504,
  'not-implemented': 501,
  // nginx's "client closed request": only ever seen in logs, since nobody receives it.
  abandoned: 499,
};

/** The HTTP answer for a domain error: its status from the table, its code and message as they are. */
export function toHttpError(error: DomainError): HttpError {
  if (error.kind === 'retry-later' && error.retryAfterSeconds !== undefined) {
    return new RetryLaterError(error.code, error.message, error.retryAfterSeconds);
  }
  return new HttpError(STATUS_BY_KIND[error.kind], error.code, error.message);
}
