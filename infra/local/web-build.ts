import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Sources whose change makes the web build stale. */
const WEB_SOURCES = ['web/src', 'web/index.html', 'web/public-page.html', 'web/vite.config.ts', 'web/prerender-plugin.ts', 'web/scripts/prerender-public-pages.ts', 'web/public', 'shared'];

const distOf = (repoRoot: string) => join(repoRoot, 'web', 'dist');
const viteArgs = ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'];

/** Why the web app needs building: its build is missing or older than its sources; null when fresh. */
function buildReason(repoRoot: string): string | null {
  const index = join(distOf(repoRoot), 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const newestSource = Math.max(...WEB_SOURCES.map((p) => newestMtime(join(repoRoot, p))));
  if (builtAt > 0 && builtAt >= newestSource) return null;
  return builtAt ? 'Web sources changed; rebuilding the web app…' : 'Building the web app (first start)…';
}

/** Builds the web app when `web/dist` is missing or older than its sources (blocking; for scripts). */
export function ensureWebBuild(repoRoot: string, log: (line: string) => void): string {
  const reason = buildReason(repoRoot);
  if (!reason) return distOf(repoRoot);
  log(reason);
  const result = spawnSync(join(repoRoot, 'node_modules', '.bin', 'vite'), viteArgs, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web build failed; see the output above.');
  return distOf(repoRoot);
}

/**
 * The same without blocking, for `npm start`: its signal handlers and parent watch keep working during
 * the build, and the build process is killed if `npm start` exits before it ends.
 */
export async function ensureWebBuildAsync(repoRoot: string, log: (line: string) => void): Promise<string> {
  const reason = buildReason(repoRoot);
  if (!reason) return distOf(repoRoot);
  log(reason);
  const child = spawn(join(repoRoot, 'node_modules', '.bin', 'vite'), viteArgs, { cwd: repoRoot, stdio: 'inherit' });
  const killBuild = () => child.kill('SIGTERM');
  process.on('exit', killBuild);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  }).finally(() => process.off('exit', killBuild));
  if (code !== 0) throw new Error('The web build failed; see the output above.');
  return distOf(repoRoot);
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}
