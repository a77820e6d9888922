import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/** The session is gone (expired or revoked token), as opposed to a wrong current password. */
export function isSessionError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code !== 'INCORRECT_PASSWORD';
}

/**
 * The message to show for a failed account call: a translation for the error codes we know, the
 * server's own message for other client errors (4xx messages are written for users), and the
 * spec's generic text for everything else (network, 5xx, 501 while a route is planned).
 */
export function apiErrorMessage(t: TFunction<'profile'>, error: unknown, known: Record<string, string>, fallbackKey: string): string {
  if (!(error instanceof ApiError)) return t(fallbackKey);
  const key = known[error.code];
  if (key) return t(key);
  const serverMessage = error.status >= 400 && error.status < 500 && !error.code.startsWith('HTTP_');
  return serverMessage ? error.message : t(fallbackKey);
}
