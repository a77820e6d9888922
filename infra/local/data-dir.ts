import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The local data folder (`.data` or FORKSURE_DATA_DIR). The runtime marks a folder it made, so
 * `npm run reset` deletes only such a folder, and locks it with its PID while a server uses it, so a
 * second server or a reset on the same data says who holds it instead of failing obscurely.
 * Only the marker counts: a folder that existed before (empty, or holding folders named like the
 * runtime's) may be someone's own, so it is used but never marked, and never deleted.
 */
export const MARKER_FILE = '.forksure-data';
export const LOCK_FILE = '.forksure-server.pid';

export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`The data folder ${dir} is in use by another Forksure server (PID ${pid}). Stop it first, or use another folder: FORKSURE_DATA_DIR=.data-2. If no Forksure runs as PID ${pid}, delete ${join(dir, LOCK_FILE)}.`);
  }
}

/** Creates the folder, marked as the runtime's; an existing folder is used as it is. */
export function prepareDataDir(dir: string): void {
  if (existsSync(dir)) {
    if (!statSync(dir).isDirectory()) throw new Error(`The data folder ${dir} is a file, not a folder.`);
    return;
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, MARKER_FILE), 'Forksure local data (npm start). `npm run reset` deletes this whole folder.\n');
}

/** Whether the runtime made the folder (its marker is there); `entries` lists what it holds, sorted. */
export function isRuntimeDataDir(dir: string): { runtime: boolean; entries: string[] } {
  const entries = readdirSync(dir).sort();
  return { runtime: entries.includes(MARKER_FILE), entries };
}

/** The PID of the live process holding the folder's lock, or null (no lock, or its process is gone). */
export function lockHolder(dir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dir, LOCK_FILE), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** Takes the folder's lock for this process (replacing a stale one), or throws DataDirInUseError. */
export function lockDataDir(dir: string): { release(): void } {
  const file = join(dir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(dir);
      if (holder !== null || attempt > 0) throw new DataDirInUseError(dir, holder ?? process.pid);
      rmSync(file, { force: true });
    }
  }
  const release = () => {
    process.off('exit', release);
    // Only our own lock: a reset and a new server may have replaced it.
    if (lockHolder(dir) === process.pid) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { release };
}
