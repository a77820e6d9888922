import { chmodSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type JsonWebKey, type KeyObject, sign } from 'node:crypto';
import { join } from 'node:path';

/**
 * The key the embedded Cognito signs its tokens with. cognito-local signs with a private key that
 * ships inside its npm package, so anyone could mint a token for any user; ours is an RSA key made
 * for this data directory on first start (`<stateDir>/signing-key.pem`, owner-only), kept across
 * restarts so sessions survive them, and removed by `npm run reset` with the rest of `.data`.
 */
export interface CognitoSigningKey {
  /** Public key as PEM (the shims verify refresh and access tokens with it). */
  publicKeyPem: string;
  /** The JWKS the pool publishes at `/<userPoolId>/.well-known/jwks.json`. */
  jwks: { keys: JsonWebKey[] };
  /** Replaces a token's signature (and header) with one of this key; the claims stay as they are. */
  resign(token: string): string;
}

export const SIGNING_KEY_FILE = 'signing-key.pem';

export function ensureCognitoSigningKey(stateDir: string): CognitoSigningKey {
  const file = join(stateDir, SIGNING_KEY_FILE);
  if (!existsSync(file)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    try {
      // 'wx': create only if absent, so a key already in use is never replaced.
      writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return signingKeyFrom(createPrivateKey(readFileSync(file, 'utf8')));
}

function signingKeyFrom(privateKey: KeyObject): CognitoSigningKey {
  const publicKey = createPublicKey(privateKey);
  // Like Cognito's kids: stable for the key, different for every other key.
  const kid = createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('base64url').slice(0, 22);
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid })).toString('base64url');
  return {
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    jwks: { keys: [{ ...publicKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig', kid }] },
    resign(token) {
      const payload = token.split('.')[1];
      if (!payload) throw new Error('Not a JWT.');
      const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url');
      return `${header}.${payload}.${signature}`;
    },
  };
}
