import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, RateLimitError } from 'openai/core/error';
import { AiUnavailableError } from '../errors';

/**
 * Every failure of an OpenAI call as an `AiUnavailableError` with its reason. The messages name
 * what happened (status, error type, the client's own message) but never the key or the prompt:
 * the `openai` client's errors carry neither.
 */
export function toAiUnavailable(error: unknown): AiUnavailableError {
  if (error instanceof AiUnavailableError) return error;
  if (error instanceof APIUserAbortError || error instanceof APIConnectionTimeoutError) return budgetEnded(error);
  if (error instanceof RateLimitError) {
    return new AiUnavailableError('rate-limited', 'The AI service is busy (rate limited).', error);
  }
  if (error instanceof APIError) {
    const kind = error instanceof APIConnectionError ? 'connection failed' : `HTTP ${error.status ?? '?'}`;
    return new AiUnavailableError('failed', `The AI service failed (${kind}).`, error);
  }
  return new AiUnavailableError('failed', 'The AI service failed.', error);
}

/** The call ran out of time (its budget or the caller's). */
export function budgetEnded(cause: unknown): AiUnavailableError {
  return new AiUnavailableError('timeout', 'The AI service did not answer in time.', cause);
}

/** A failure worth one more attempt when the budget allows: the server's 5xx or a dropped connection. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof APIUserAbortError || error instanceof APIConnectionTimeoutError) return false;
  if (error instanceof APIConnectionError) return true;
  return error instanceof APIError && typeof error.status === 'number' && error.status >= 500;
}
