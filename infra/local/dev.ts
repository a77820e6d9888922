import { resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { DataDirInUseError, prepareDataDir } from './data-dir';
import { readLocalEnv } from './env-options';
import { exposureWarning, reachableUrls } from './exposure';
import { osmSeedDirFrom, seedOsmPlaces } from './osm-seed';
import { watchParent } from './parent-watch';
import { type LocalRuntime, PortInUseError, startLocalRuntime } from './runtime';

/**
 * `npm run dev`: the local runtime (API, Cognito, dev pages) on PORT, plus the Vite dev server with
 * hot reload on VITE_PORT, proxying `/api`, `/cognito`, `/dev` and `/config.json` to the runtime.
 * Reads the same variables as `npm start` (HOST, ACCESS_LOG, CORS_ORIGINS, CLEANUP_INTERVAL_MINUTES, ...).
 */
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const repoRoot = resolve(import.meta.dirname, '..', '..');

// As in start.ts: a signal, or npm above this process going, stops both servers (set up before the start).
let runtime: LocalRuntime | undefined;
let vite: ViteDevServer | undefined;
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await vite?.close();
  await runtime?.close();
  process.exit(runtime ? 0 : 1);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop());
watchParent(() => void stop());

try {
  const env = readLocalEnv(process.env, repoRoot);
  const vitePort = Number(process.env.VITE_PORT ?? 5173);
  if (!Number.isInteger(vitePort) || vitePort <= 0 || vitePort > 65535) throw new Error(`VITE_PORT must be a port number, got "${process.env.VITE_PORT}".`);
  const seedDir = osmSeedDirFrom(process.env, repoRoot, process.env.INIT_CWD ?? process.cwd());
  prepareDataDir(env.dataDir);
  seedOsmPlaces(seedDir, resolve(env.dataDir, 'places'), (line) => console.log(line));
  const viteOrigins = reachableUrls(env.host, vitePort);
  runtime = await startLocalRuntime({
    ...env,
    repoRoot,
    // The browser may open Vite as localhost or 127.0.0.1 (or the HOST address): all may call the API.
    corsOrigins: [...new Set([...viteOrigins, `http://127.0.0.1:${vitePort}`, ...env.corsOrigins])],
  });
  process.env.FORKSURE_API_ORIGIN = runtime.url;
  vite = await createServer({ configFile: resolve(repoRoot, 'web/vite.config.ts'), server: { host: env.host, port: vitePort, strictPort: true } });
  await vite.listen();
  for (const line of exposureWarning(env.host, vitePort)) console.warn(line);
  console.log(`Forksure (hot reload) is running at ${viteOrigins[0]}  (API and dev pages at ${runtime.url}; Ctrl-C to stop)`);
  if (viteOrigins.length > 1) console.log(`  also at ${viteOrigins.slice(1).join(', ')}`);
} catch (error) {
  if (error instanceof PortInUseError) console.error(`Port ${error.port} is already in use. Pick another: PORT=${error.port + 1} npm run dev (or VITE_PORT=…)`);
  else if (error instanceof DataDirInUseError) console.error(error.message);
  else console.error('Forksure could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
