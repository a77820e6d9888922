import type { AuthContext } from '../caller';
import { UnauthorizedError } from './errors';
import type { HttpEvent } from './http-event';

export type { AuthContext };

type Claims = Record<string, string | number | boolean | string[]>;

/** The caller, or null when the event carries no usable claims (public routes, anonymous callers). */
export function authFromEvent(event: HttpEvent): AuthContext | null {
  return authFromClaims(event.requestContext.authorizer?.jwt?.claims as Claims | undefined);
}

/** The caller a verified token's claims describe (the authorizer's, or a function's own verification). */
export function authFromClaims(claims: Claims | undefined): AuthContext | null {
  const sub = claims ? text(claims.sub) : undefined;
  if (!claims || !sub) return null;
  const cognitoUsername = text(claims.username) ?? text(claims['cognito:username']) ?? sub;
  const email = text(claims.email);
  const tokenUse = text(claims.token_use);
  return {
    userId: sub,
    cognitoUsername,
    ...(email ? { email } : {}),
    ...(tokenUse ? { tokenUse } : {}),
    groups: groups(claims['cognito:groups']),
  };
}

/** Defence in depth: API Gateway verifies the token, but a user route never runs without a caller. */
export function requireAuth(event: HttpEvent): AuthContext {
  const auth = authFromEvent(event);
  if (!auth) throw new UnauthorizedError();
  return auth;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** API Gateway flattens array claims to a string such as `[admin beta]`. */
function groups(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.length === 0) return [];
  return value.replace(/^\[|\]$/g, '').split(/[\s,]+/).filter(Boolean);
}
