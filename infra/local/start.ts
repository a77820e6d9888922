import { resolve } from 'node:path';
import { DEFAULT_OSM_SEED_DIR, seedOsmPlaces } from './osm-seed';
import { PortInUseError, startLocalRuntime } from './runtime';
import { ensureWebBuild } from './web-build';

/** `npm start`: the whole of Forksure, offline, on one port. */
// Lambda runs Node 22; the SDK's notices about this machine's Node 20 and cognito-local's SDK v2 are noise here.
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const repoRoot = resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(repoRoot, process.env.FORKSURE_DATA_DIR ?? '.data');

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}".`);
  process.exit(1);
}

try {
  const webDist = ensureWebBuild(repoRoot, (line) => console.log(line));
  seedOsmPlaces(process.env.OSM_SEED_DIR ?? DEFAULT_OSM_SEED_DIR(repoRoot), resolve(dataDir, 'places'), (line) => console.log(line));
  const runtime = await startLocalRuntime({
    port,
    host: process.env.HOST,
    dataDir,
    repoRoot,
    webDist,
    corsOrigins: (process.env.CORS_ORIGINS ?? '').split(',').filter(Boolean),
    scheduleIntervalMs: process.env.CLEANUP_INTERVAL_MINUTES ? Number(process.env.CLEANUP_INTERVAL_MINUTES) * 60_000 : undefined,
    accessLog: process.env.ACCESS_LOG === '1',
  });
  console.log(`Forksure is running at ${runtime.url}  (data in ${dataDir}; mail at ${runtime.url}/dev/outbox; Ctrl-C to stop)`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Forksure…');
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (error) {
  if (error instanceof PortInUseError) {
    console.error(`Port ${error.port} is already in use (is Forksure already running?). Stop the other process, or pick another port: PORT=${error.port + 1} npm start`);
  } else {
    console.error('Forksure could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
}
