import { createPrivateKey, createSign, type JsonWebKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SIGNING_KEY_FILE } from '../../../infra/local/cognito-signing-key';

/** Signs claims as an RS256 JWT with `key`, to build tokens the pool would never issue. */
export function signToken(claims: Record<string, unknown>, key: KeyObject, kid: string): string {
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(key).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

/** The private key the local runtime of `dataDir` signs its tokens with. */
export function dataDirSigningKey(dataDir: string): KeyObject {
  return createPrivateKey(readFileSync(join(dataDir, 'cognito', SIGNING_KEY_FILE), 'utf8'));
}

/** The private key published inside the cognito-local npm package: anyone has it. */
export function packageSigningKey(): KeyObject {
  const keyFile = createRequire(import.meta.url).resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  const { jwk } = JSON.parse(readFileSync(keyFile, 'utf8')) as { jwk: JsonWebKey };
  return createPrivateKey({ key: jwk, format: 'jwk' });
}

export const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

export const kidOf = (jwt: string) => (JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString()) as { kid: string }).kid;
