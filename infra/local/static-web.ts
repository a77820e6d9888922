import { createReadStream, type Stats, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { chooseEncoding, createCompressedAssetCache, isCompressible } from './compressed-assets';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The security headers CloudFront adds in AWS (see the Web stack), so the local app runs under the
 * same Content-Security-Policy and a CSP mistake shows up here first. Locally the API and the
 * embedded Cognito share the page's origin, so `connect-src 'self'` covers them.
 */
export const LOCAL_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; " +
    "font-src 'self' data:; connect-src 'self'; media-src 'self' blob:; worker-src 'self' blob:; manifest-src 'self'; " +
    "object-src 'none'; base-uri 'self'; " +
    "form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'geolocation=(self), microphone=(self), camera=()',
};

/**
 * Serves the production web build with the SPA fallback to index.html, as CloudFront does, text
 * assets compressed by Accept-Encoding (compressed-assets.ts). `path` is already decoded
 * (local-path.ts).
 */
export function createStaticWeb(distDir: string) {
  const root = normalize(distDir + sep);
  const compressed = createCompressedAssetCache();
  return function serve(req: IncomingMessage, res: ServerResponse, path: string): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' });
      res.end('Method Not Allowed');
      return;
    }
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) file = join(root, 'index.html');
    let stats = fileStats(file);
    if (!stats) {
      // Unknown asset files are a real 404; any other path is a client-side route.
      if (path.startsWith('/assets/')) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not Found');
        return;
      }
      file = join(root, 'index.html');
      stats = fileStats(file);
    }
    if (!stats) {
      res.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '5' });
      res.end('The web build is being replaced; try again in a moment.');
      return;
    }
    const contentType = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    const compressible = isCompressible(contentType, stats.size);
    const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : null;
    const headers = {
      ...LOCAL_SECURITY_HEADERS,
      'content-type': contentType,
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      // Caches must keep the encodings apart, also for the plain answer.
      ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    };
    if (!encoding) {
      res.writeHead(200, { ...headers, 'content-length': String(stats.size) });
      if (req.method === 'HEAD') return void res.end();
      // The build can be replaced while the server runs (npm run build:web); a vanished file must not crash it.
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
      return;
    }
    compressed.get(file, `${stats.mtimeMs}:${stats.size}`, encoding).then(
      (body) => {
        res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': String(body.length) });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => res.destroy(),
    );
  };
}

/** The file's stats, or undefined where no file can be: missing, a folder, or a name the system refuses (too long). */
function fileStats(file: string): Stats | undefined {
  try {
    const stats = statSync(file, { throwIfNoEntry: false });
    return stats?.isFile() ? stats : undefined;
  } catch (error) {
    if (['ENAMETOOLONG', 'ENOTDIR', 'EINVAL'].includes((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw error;
  }
}
