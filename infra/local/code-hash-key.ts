import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

export const CODE_HASH_KEY_BYTES = 32;

/**
 * The local stand-in for the Secrets Manager secret of the one-time-code service (the key of the
 * HMAC over emailed codes and reset tokens): 32 random bytes in `<dataDir>/code-hash-key`, created
 * on first start (owner-only, 0600) and reused after, so codes already sent stay valid across
 * restarts. `npm run reset` removes it with the rest of `.data`. Returns the key as hex, the form
 * of `CODE_HASH_KEY` (and of the generated secret in AWS).
 */
export function ensureCodeHashKey(dataDir: string): string {
  const file = join(dataDir, 'code-hash-key');
  try {
    // 'wx': create only if absent, so two runtimes on one data directory never overwrite each other.
    writeFileSync(file, randomBytes(CODE_HASH_KEY_BYTES), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const key = readFileSync(file);
  if (key.length !== CODE_HASH_KEY_BYTES) {
    throw new Error(`${file} must hold ${CODE_HASH_KEY_BYTES} bytes, found ${key.length}. Delete it (or run npm run reset) to generate a new key.`);
  }
  return key.toString('hex');
}
