import { createHmac } from 'node:crypto';

/**
 * A visitor's cookie-free key: HMAC-SHA256 of the client address under the deployment's secret
 * code-hash key, with a label of its own so it never equals any other keyed hash of that key.
 * Without the secret the address cannot be recovered by hashing every IPv4 address; the address
 * itself is never stored.
 */
export function visitorKeyOf(secret: Buffer, clientAddress: string): string {
  return createHmac('sha256', secret).update(`forksure:visitor:${clientAddress}`).digest('base64url').slice(0, 32);
}
