/**
 * Typed HTTP errors. Each carries a status, a stable machine `code` the web app can switch on, and
 * a user-facing `message` (4xx messages are shown to the user as they are; 5xx never reach the body).
 */
export interface FieldError {
  /** Where the value was: `body.allergies.2`, `query.limit`, `path.id`. */
  path: string;
  message: string;
}

export interface ErrorBody {
  error: { code: string; message: string; fields?: FieldError[]; retryAfterSeconds?: number };
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message } };
  }

  /** Extra response headers (e.g. `retry-after`). */
  headers(): Record<string, string> {
    return {};
  }
}

export class InvalidJsonError extends HttpError {
  constructor() {
    super(400, 'INVALID_JSON', 'The request body is not valid JSON.');
  }
}

export class ValidationError extends HttpError {
  constructor(readonly fields: FieldError[]) {
    super(400, 'VALIDATION_FAILED', validationMessage(fields));
  }

  override toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, fields: this.fields } };
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Please sign in to continue.') {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor() {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (content-type: application/json).');
  }
}

/** A plan limit or daily quota is used up. `code` names which one (e.g. DAILY_SEARCH_LIMIT). */
export class LimitExceededError extends HttpError {
  constructor(code = 'LIMIT_REACHED', message = 'You have reached the limit for this action.') {
    super(429, code, message);
  }
}

/** Too many requests for now; the body and a `retry-after` header say when to try again. */
export class RetryLaterError extends LimitExceededError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message);
  }

  override toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, retryAfterSeconds: this.retryAfterSeconds } };
  }

  override headers(): Record<string, string> {
    return { 'retry-after': String(this.retryAfterSeconds) };
  }
}

/** The function ran out of time (middy's early timeout): a busy moment, so try again shortly. */
export class TimedOutError extends HttpError {
  constructor() {
    super(503, 'TIMED_OUT', 'This took too long. Please try again in a moment.');
  }

  override headers(): Record<string, string> {
    return { 'retry-after': '1' };
  }
}

export class NotImplementedError extends HttpError {
  constructor(message: string) {
    super(501, 'NOT_IMPLEMENTED', message);
  }
}

export const INTERNAL_ERROR_BODY: ErrorBody = {
  error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
};

function validationMessage(fields: FieldError[]): string {
  const first = fields[0];
  if (!first) return 'The request is not valid.';
  const more = fields.length > 1 ? ` (and ${fields.length - 1} more)` : '';
  return `${first.path}: ${first.message}${more}`;
}
