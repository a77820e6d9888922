import { JwtRsaVerifier } from 'aws-jwt-verify';
import { FetchError } from 'aws-jwt-verify/error';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { type FunctionEnv, readEnv } from '../config/env';

/**
 * Verifies a Cognito bearer token inside a function, for public routes (no JWT authorizer) that
 * still recognise a signed-in caller: the checks API Gateway's authorizer makes on user routes
 * (RS256 signature against the pool's JWKS, issuer, expiry, and `aud` of ID tokens or `client_id`
 * of access tokens equal to the web client). In AWS the issuer is the pool's
 * `https://cognito-idp.<region>.amazonaws.com/<pool id>`; locally `COGNITO_ISSUER` names the
 * embedded Cognito's, whose JWKS the local runtime serves at the same `/.well-known/jwks.json` path.
 */
export type TokenClaims = Record<string, string | number | boolean | string[]>;

export interface BearerTokenVerifier {
  /**
   * The verified claims; throws InvalidTokenError for any token that is not a valid one of the pool,
   * and KeysUnavailableError when the pool's keys could not be fetched (the token was not judged).
   */
  verify(token: string): Promise<TokenClaims>;
}

export class InvalidTokenError extends Error {}
export class KeysUnavailableError extends Error {}

export function cognitoIssuer(env: Pick<FunctionEnv, 'region' | 'userPoolId'>, processEnv: NodeJS.ProcessEnv = process.env): string {
  return processEnv.COGNITO_ISSUER || `https://cognito-idp.${env.region}.amazonaws.com/${env.userPoolId}`;
}

export function createBearerTokenVerifier(options: { issuer: string; clientId: string }): BearerTokenVerifier {
  const verifier = JwtRsaVerifier.create(
    { issuer: options.issuer, audience: null, jwksUri: `${options.issuer}/.well-known/jwks.json` },
    { jwksCache: new SimpleJwksCache({ fetcher: jwksFetcher }) },
  );
  return {
    async verify(token) {
      let payload: Record<string, unknown>;
      try {
        payload = (await verifier.verify(token)) as Record<string, unknown>;
      } catch (error) {
        if (error instanceof FetchError) throw new KeysUnavailableError(error.message);
        throw new InvalidTokenError(error instanceof Error ? error.message : 'invalid token');
      }
      const audience = payload.aud ?? payload.client_id;
      const audiences = Array.isArray(audience) ? audience.map(String) : audience ? [String(audience)] : [];
      if (!options.clientId || !audiences.includes(options.clientId)) throw new InvalidTokenError('audience not allowed');
      return payload as TokenClaims;
    },
  };
}

/**
 * The library's own fetcher takes https only; the embedded Cognito serves http on localhost. Same
 * rules otherwise: a failed fetch is a FetchError (the token was not judged), with a time limit.
 */
const JWKS_FETCH_TIMEOUT_MS = 3000;
const jwksFetcher: Fetcher = {
  async fetch(uri) {
    let response: Response;
    try {
      response = await fetch(uri, { signal: AbortSignal.timeout(JWKS_FETCH_TIMEOUT_MS) });
    } catch (error) {
      throw new FetchError(uri, error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) throw new FetchError(uri, `status ${response.status}`);
    return response.arrayBuffer();
  },
};

let containerVerifier: BearerTokenVerifier | undefined;

/** The verifier of this Lambda container (the JWKS is fetched once and cached). */
export function defaultBearerTokenVerifier(): BearerTokenVerifier {
  if (!containerVerifier) {
    const env = readEnv();
    containerVerifier = createBearerTokenVerifier({ issuer: cognitoIssuer(env), clientId: env.userPoolClientId });
  }
  return containerVerifier;
}
