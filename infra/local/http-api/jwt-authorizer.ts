import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';

/**
 * Verifies bearer tokens the way API Gateway's JWT authorizer does for a Cognito user pool:
 * RS256 signature against the pool's JWKS, issuer, expiry, and audience (`aud` of ID tokens or
 * `client_id` of access tokens) among the configured client ids. Claims come back as strings, as
 * HTTP API payload 2.0 passes them to the function.
 */
export interface JwtAuthorizer {
  authorize(authorizationHeader: string | undefined): Promise<AuthorizerResult>;
}

/** `unavailable`: the keys could not be loaded, so the token could not be judged (the gateway answers 503). */
export type AuthorizerResult =
  | { ok: true; claims: Record<string, string>; scopes: string[] | null }
  | { ok: false; reason: string; unavailable?: boolean };

export function createJwtAuthorizer(options: { issuer: string; audience: string[]; fetchJwks: () => Promise<Jwks> }): JwtAuthorizer {
  const verifier = JwtRsaVerifier.create({ issuer: options.issuer, audience: null });
  let jwksLoaded: Promise<void> | null = null;
  const loadJwks = () => {
    jwksLoaded ??= options.fetchJwks().then(
      (jwks) => verifier.cacheJwks(jwks),
      (error: unknown) => {
        jwksLoaded = null;
        throw error;
      },
    );
    return jwksLoaded;
  };

  return {
    async authorize(header) {
      const token = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '')?.[1];
      if (!token) return { ok: false, reason: 'missing bearer token' };
      try {
        await loadJwks();
      } catch (error) {
        return { ok: false, reason: `JWKS unavailable: ${error instanceof Error ? error.message : String(error)}`, unavailable: true };
      }
      try {
        const payload = await verifier.verify(token);
        const audience = (payload.aud ?? payload.client_id) as string | string[] | undefined;
        const audiences = Array.isArray(audience) ? audience : audience ? [audience] : [];
        if (!audiences.some((a) => options.audience.includes(a))) return { ok: false, reason: 'audience not allowed' };
        const scope = typeof payload.scope === 'string' ? payload.scope.split(' ') : null;
        return { ok: true, claims: stringifyClaims(payload), scopes: scope };
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : 'invalid token' };
      }
    },
  };
}

function stringifyClaims(payload: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [
      key,
      Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'object' ? JSON.stringify(value) : String(value),
    ]),
  );
}
