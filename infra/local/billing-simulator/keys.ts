import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The simulator's secret API key (`sk_test_local_…`) and webhook signing secret (`whsec_…`),
 * created on first start in `<dataDir>/billing/keys.json` (owner-only) and kept, so the functions
 * (which receive them as STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET) and the simulator agree after
 * restarts. `npm run reset` removes them with the rest of the data folder.
 */
export interface SimulatorKeys {
  secretKey: string;
  webhookSecret: string;
}

export function ensureSimulatorKeys(dir: string): SimulatorKeys {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'keys.json');
  const fresh: SimulatorKeys = {
    secretKey: `sk_test_local_${randomBytes(24).toString('hex')}`,
    webhookSecret: `whsec_${randomBytes(24).toString('base64url')}`,
  };
  try {
    writeFileSync(file, JSON.stringify(fresh), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const keys = JSON.parse(readFileSync(file, 'utf8')) as Partial<SimulatorKeys>;
  if (!keys.secretKey || !keys.webhookSecret) throw new Error(`${file} is damaged: delete it (or run npm run reset) to generate new keys.`);
  return { secretKey: keys.secretKey, webhookSecret: keys.webhookSecret };
}
