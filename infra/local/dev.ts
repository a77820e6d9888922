import { resolve } from 'node:path';
import { createServer } from 'vite';
import { DEFAULT_OSM_SEED_DIR, seedOsmPlaces } from './osm-seed';
import { PortInUseError, startLocalRuntime } from './runtime';

/**
 * `npm run dev`: the local runtime (API, Cognito, dev pages) on PORT, plus the Vite dev server with
 * hot reload on VITE_PORT, proxying `/api`, `/cognito` and `/config.json` to the runtime.
 */
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const repoRoot = resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.PORT ?? 3000);
const vitePort = Number(process.env.VITE_PORT ?? 5173);

const dataDir = resolve(repoRoot, process.env.FORKSURE_DATA_DIR ?? '.data');

try {
  seedOsmPlaces(process.env.OSM_SEED_DIR ?? DEFAULT_OSM_SEED_DIR(repoRoot), resolve(dataDir, 'places'), (line) => console.log(line));
  const runtime = await startLocalRuntime({
    port,
    dataDir,
    repoRoot,
    corsOrigins: [`http://localhost:${vitePort}`],
  });
  process.env.FORKSURE_API_ORIGIN = runtime.url;
  const vite = await createServer({ configFile: resolve(repoRoot, 'web/vite.config.ts'), server: { port: vitePort, strictPort: true } });
  await vite.listen();
  console.log(`Forksure (hot reload) is running at http://localhost:${vitePort}  (API and dev pages at ${runtime.url}; Ctrl-C to stop)`);
  const stop = async () => {
    await vite.close();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (error) {
  if (error instanceof PortInUseError) console.error(`Port ${error.port} is already in use. Pick another: PORT=${error.port + 1} npm run dev`);
  else console.error('Forksure could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
