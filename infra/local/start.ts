import { resolve } from 'node:path';
import { DataDirInUseError, prepareDataDir } from './data-dir';
import { readLocalEnv } from './env-options';
import { exposureWarning, reachableUrls } from './exposure';
import { osmSeedDirFrom, seedOsmPlaces } from './osm-seed';
import { watchParent } from './parent-watch';
import { type LocalRuntime, PortInUseError, startLocalRuntime } from './runtime';
import { ensureWebBuildAsync } from './web-build';

/** `npm start`: the whole of Forksure, offline, on one port. */
// Lambda runs Node 22; the SDK's notices about this machine's Node 20 and cognito-local's SDK v2 are noise here.
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const repoRoot = resolve(import.meta.dirname, '..', '..');

// Stop on a signal to this process, or when npm above it goes (a process manager may signal npm only).
// Set up first, so a signal during the start is not lost either.
let runtime: LocalRuntime | undefined;
let stopping = false;
const stop = async (why: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\nStopping Forksure (${why})…`);
  // Before the runtime is up there is nothing to close: leave at once.
  await runtime?.close();
  process.exit(runtime ? 0 : 1);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(signal));
watchParent(() => void stop('its parent process exited'));

try {
  const env = readLocalEnv(process.env, repoRoot);
  const seedDir = osmSeedDirFrom(process.env, repoRoot, process.env.INIT_CWD ?? process.cwd());
  const webDist = await ensureWebBuildAsync(repoRoot, (line) => console.log(line));
  prepareDataDir(env.dataDir);
  seedOsmPlaces(seedDir, resolve(env.dataDir, 'places'), (line) => console.log(line));
  runtime = await startLocalRuntime({ ...env, repoRoot, webDist });
  for (const line of exposureWarning(env.host, runtime.port)) console.warn(line);
  const [url, ...more] = reachableUrls(env.host, runtime.port);
  console.log(`Forksure is running at ${url}  (data in ${env.dataDir}; mail at ${url}/dev/outbox; Ctrl-C to stop)`);
  if (more.length) console.log(`  also at ${more.join(', ')}`);
} catch (error) {
  if (error instanceof PortInUseError) {
    console.error(`Port ${error.port} is already in use (is Forksure already running?). Stop the other process, or pick another port: PORT=${error.port + 1} npm start`);
  } else if (error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('Forksure could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
}
