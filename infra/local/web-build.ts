import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Sources whose change makes the web build stale. */
const WEB_SOURCES = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/public', 'shared'];

/** Builds the web app when `web/dist` is missing or older than its sources. */
export function ensureWebBuild(repoRoot: string, log: (line: string) => void): string {
  const dist = join(repoRoot, 'web', 'dist');
  const index = join(dist, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const newestSource = Math.max(...WEB_SOURCES.map((p) => newestMtime(join(repoRoot, p))));
  if (builtAt > 0 && builtAt >= newestSource) return dist;
  log(builtAt ? 'Web sources changed; rebuilding the web app…' : 'Building the web app (first start)…');
  const vite = join(repoRoot, 'node_modules', '.bin', 'vite');
  const result = spawnSync(vite, ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The web build failed; see the output above.');
  return dist;
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}
