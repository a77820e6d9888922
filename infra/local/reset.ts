import { existsSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { DataDirInUseError, isRuntimeDataDir, lockHolder, MARKER_FILE } from './data-dir';

/**
 * `npm run reset`: deletes the local data folder (table, accounts, outbox, imported places), but only
 * a folder the runtime made (its marker file) and only while no server uses it.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const dataDir = resolve(repoRoot, process.env.FORKSURE_DATA_DIR ?? '.data');

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

if (!existsSync(dataDir)) {
  console.log(`Nothing to reset: there is no ${dataDir}.`);
  process.exit(0);
}
if (!statSync(dataDir).isDirectory()) fail(`${dataDir} is a file, not a Forksure data folder; not deleting it.`);
const holder = lockHolder(dataDir);
if (holder !== null) fail(new DataDirInUseError(dataDir, holder).message.replace('another Forksure server', 'a Forksure server'));
const { runtime, entries } = isRuntimeDataDir(dataDir);
if (!runtime) {
  const shown = entries.slice(0, 5).join(', ') + (entries.length > 5 ? `, … (${entries.length} in all)` : '');
  const holds = entries.length ? `It holds: ${shown}. Remove what you want by hand.` : 'It is empty.';
  fail(`${dataDir} was not made by Forksure (no ${MARKER_FILE} marker); not deleting it. ${holds}`);
}
rmSync(dataDir, { recursive: true, force: true });
console.log(`Local data wiped: ${dataDir}`);
