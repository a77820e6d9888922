import { resolve } from 'node:path';

/**
 * The settings `npm start` and `npm run dev` read from the environment, checked once, so both
 * commands honour the same variables and a bad value stops the start with a clear message.
 */
export interface LocalEnvOptions {
  port: number;
  host: string;
  dataDir: string;
  corsOrigins: string[];
  scheduleIntervalMs?: number;
  accessLog: boolean;
}

export function readLocalEnv(env: NodeJS.ProcessEnv, repoRoot: string): LocalEnvOptions {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (0-65535), got "${env.PORT}".`);
  const minutes = env.CLEANUP_INTERVAL_MINUTES;
  if (minutes !== undefined && minutes !== '' && !(Number(minutes) > 0)) {
    throw new Error(`CLEANUP_INTERVAL_MINUTES must be a number of minutes above 0, got "${minutes}".`);
  }
  const corsOrigins = (env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  const badOrigin = corsOrigins.find((o) => !/^https?:\/\/[^/\s]+$/.test(o));
  if (badOrigin) throw new Error(`CORS_ORIGINS takes origins like http://localhost:5173 (comma-separated, no path), got "${badOrigin}".`);
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    // Relative to the repository, as `npm run reset` and `npm run import:osm` read it.
    dataDir: resolve(repoRoot, env.FORKSURE_DATA_DIR || '.data'),
    corsOrigins,
    scheduleIntervalMs: minutes ? Number(minutes) * 60_000 : undefined,
    accessLog: env.ACCESS_LOG === '1',
  };
}
