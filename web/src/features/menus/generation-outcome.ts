// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import { UNLIMITED } from '../../../../shared/domain/plans';

/** What a failed POST /menus/generate means to the user. */
export type GenerationFailure =
  /** No scrape left today (429): the card sends the user to /pricing, the detail page toasts. */
  | { kind: 'limit' }
  /** The server says the generator failed or timed out (5xx): the scrape was given back. */
  | { kind: 'failed' }
  /** No answer from the server (network, an unreadable answer): the spec's generic wording. */
  | { kind: 'unknown' }
  /** A refusal the server explains (4xx with its own message, e.g. over the saved limit). */
  | { kind: 'refused'; message: string };

interface ErrorLike {
  status?: unknown;
  message?: unknown;
}

/** Classifies an error of the generate call (an ApiError, or anything thrown on the way). */
export function generationFailure(error: unknown): GenerationFailure {
  const { status, message } = (error ?? {}) as ErrorLike;
  if (status === 429) return { kind: 'limit' };
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 401 && typeof message === 'string' && message) {
    return { kind: 'refused', message };
  }
  return typeof status === 'number' && status >= 500 ? { kind: 'failed' } : { kind: 'unknown' };
}

/**
 * product-rules §2.2: a user with no scrape left today. Unlimited never is; otherwise when
 * today's count has reached the plan's limit. Unknown usage (not loaded yet) lets the server decide.
 */
export function outOfScrapes(usage: { used: number; limit: number } | null | undefined): boolean {
  if (!usage || usage.limit === UNLIMITED) return false;
  return usage.used >= usage.limit;
}

/** product-rules §8.1 scrape-limit toast names Pro when the limit is 5 (Free), otherwise Premium. */
export function scrapeUpgradeTier(limit: number): 'pro' | 'premium' {
  return limit === 5 ? 'pro' : 'premium';
}
