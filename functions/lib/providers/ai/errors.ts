import { DomainError } from '../../errors';

/**
 * The AI provider could not give a usable answer (timeout, 429, refusal, malformed output, network).
 * Callers give the consumed quota back and answer with the spec's failure message; `reason` and the
 * cause go to the error log only.
 */
export class AiUnavailableError extends DomainError {
  constructor(
    readonly reason: 'timeout' | 'rate-limited' | 'refused' | 'malformed' | 'failed',
    message: string,
    cause?: unknown,
  ) {
    super('unavailable', 'AI_UNAVAILABLE', message);
    if (cause !== undefined) this.cause = cause;
  }
}
