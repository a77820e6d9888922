/**
 * Domain errors: what services, repositories and adapters throw. They say what went wrong in the
 * product's terms (a limit was reached, a thing was not found, a provider is down) with a stable
 * `code` the web app can switch on and a `message` written for the user; they know nothing of
 * HTTP. One table in `http/error-status.ts` turns each kind into a status code.
 */
export type ErrorKind =
  /** The request breaks a rule of the product (bad code, weak password, wrong state). */
  | 'invalid'
  /** The caller is not (or no longer) signed in. */
  | 'unauthenticated'
  /** Signed in, but this is not theirs to do (plan, ownership). */
  | 'forbidden'
  | 'not-found'
  /** It clashes with what exists (a taken username, a duplicate tag). */
  | 'conflict'
  /** Understood, but its content cannot be used (a recording with no speech in it). */
  | 'unprocessable'
  /** The payload is over a size limit. */
  | 'too-large'
  /** A quota or plan limit is used up. */
  | 'limit-reached'
  /** Too many tries for now: `retryAfterSeconds` says when to try again. */
  | 'retry-later'
  /** A provider or dependency failed; nothing was changed. */
  | 'unavailable'
  /** A provider answered, but nothing usable (an AI failure or refusal): a bad gateway. */
  | 'provider-failed'
  /** A provider did not answer within the time budget. */
  | 'provider-timeout'
  | 'not-implemented'
  /** The caller is gone (hung up, or past the gateway's time limit): nobody will read the answer. */
  | 'abandoned';

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    /** For `retry-later`: seconds until another try may succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** What a refused limit says to the user: its stable code and message. */
export interface LimitRefusal {
  code: string;
  message: string;
}

const GENERIC_REFUSAL: LimitRefusal = { code: 'LIMIT_REACHED', message: 'You have reached the limit for this action.' };

/**
 * A counter is at its limit; nothing was written. The data layer throws it with the refusal the
 * service passed for that limit (a generic one otherwise); `counter` and `limit` are for logs.
 */
export class LimitReachedError extends DomainError {
  constructor(
    readonly counter: string,
    readonly limit: number,
    refusal: LimitRefusal = GENERIC_REFUSAL,
  ) {
    super('limit-reached', refusal.code, refusal.message);
  }
}

/** Thrown instead of an answer nobody will receive (see http/invocation-signal.ts); a charged allowance is given back. */
export class AnswerUndeliverableError extends DomainError {
  constructor() {
    super('abandoned', 'ANSWER_UNDELIVERABLE', 'The request was abandoned before it could be answered.');
  }
}
