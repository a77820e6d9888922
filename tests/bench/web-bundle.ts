import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a browser must load before the first route renders: the entry script and every
 * chunk it preloads, read from the built index.html, gzipped at level 9 (as CloudFront compresses).
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const dist = join(repoRoot, 'web', 'dist');
export const WEB_INITIAL_JS_TARGET_BYTES = 200 * 1024;

export interface WebBundleFigure {
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  cssGzipBytes: number;
}

export function measureWebInitialBundle(): WebBundleFigure {
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile)) throw new Error('web/dist is missing: run npm run build:web first.');
  const html = readFileSync(indexFile, 'utf8');
  const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]!);
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]!);
  const read = (url: string) => readFileSync(join(dist, url.replace(/^\//, '')));
  const js = scripts.map(read);
  return {
    files: scripts,
    rawBytes: js.reduce((n, b) => n + b.length, 0),
    gzipBytes: js.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
    cssGzipBytes: styles.map(read).reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
  };
}
