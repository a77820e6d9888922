import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

/** `npm run reset`: wipes local data (table, accounts, outbox). Stop `npm start` first. */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const dataDir = resolve(repoRoot, process.env.FORKSURE_DATA_DIR ?? '.data');
rmSync(dataDir, { recursive: true, force: true });
console.log(`Local data wiped: ${dataDir}`);
