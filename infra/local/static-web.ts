import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
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
    "font-src 'self' data:; connect-src 'self'; media-src 'self' blob:; object-src 'none'; base-uri 'self'; " +
    "form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'geolocation=(self), microphone=(self), camera=()',
};

/** Serves the production web build with the SPA fallback to index.html, as CloudFront does. */
export function createStaticWeb(distDir: string) {
  const root = normalize(distDir + sep);
  return function serve(req: IncomingMessage, res: ServerResponse, path: string): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' });
      res.end('Method Not Allowed');
      return;
    }
    let file = normalize(join(root, decodeURIComponent(path)));
    if (!file.startsWith(root)) file = join(root, 'index.html');
    if (!existsSync(file) || statSync(file).isDirectory()) {
      // Unknown asset files are a real 404; any other path is a client-side route.
      if (path.startsWith('/assets/')) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not Found');
        return;
      }
      file = join(root, 'index.html');
    }
    const isHashedAsset = path.startsWith('/assets/');
    res.writeHead(200, {
      ...LOCAL_SECURITY_HEADERS,
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    // The build can be replaced while the server runs (npm run build:web); a vanished file must not crash it.
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  };
}
