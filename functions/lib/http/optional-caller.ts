import type { BearerTokenVerifier } from '../identity/bearer-token';
import { InvalidTokenError, KeysUnavailableError } from '../identity/bearer-token';
import { DomainError } from '../errors';
import { type AuthContext, authFromClaims, authFromEvent } from './auth-context';
import type { HttpEvent } from './http-event';

/**
 * The caller of a public route: null for a visitor (no Authorization header), the signed-in user
 * for a valid bearer token, and 401 for any other Authorization header (an expired, forged or
 * foreign token is never taken as a visitor either: the caller meant to be someone).
 */
export async function optionalCaller(event: HttpEvent, verifier: BearerTokenVerifier, invalidMessage: string): Promise<AuthContext | null> {
  const fromAuthorizer = authFromEvent(event);
  if (fromAuthorizer) return fromAuthorizer;
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  if (header === undefined || header.trim() === '') return null;
  const token = /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1];
  const invalid = () => new DomainError('unauthenticated', 'INVALID_TOKEN', invalidMessage);
  if (!token) throw invalid();
  try {
    const caller = authFromClaims(await verifier.verify(token));
    if (!caller) throw invalid();
    return caller;
  } catch (error) {
    if (error instanceof InvalidTokenError) throw invalid();
    if (error instanceof KeysUnavailableError) {
      throw new DomainError('unavailable', 'AUTH_UNAVAILABLE', 'Your sign-in could not be checked just now. Please try again in a moment.');
    }
    throw error;
  }
}
