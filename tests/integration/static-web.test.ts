import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { decodeLocalPath, sendBadPath } from '../../infra/local/local-path';
import { createStaticWeb } from '../../infra/local/static-web';

/** The local runtime's web server (infra/local/static-web.ts) over a real HTTP server and a build folder. */
let dist: string;
let server: Server;
let port: number;
const script = `export const rows = [${Array.from({ length: 2000 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];\n`;

before(async () => {
  dist = mkdtempSync(join(tmpdir(), 'forksure-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>Forksure</title>${'<p>hello</p>'.repeat(200)}`);
  writeFileSync(join(dist, 'assets', 'app.js'), script);
  writeFileSync(join(dist, 'assets', 'tiny.js'), 'export {};\n');
  writeFileSync(join(dist, 'assets', 'photo.png'), Buffer.alloc(5000, 7));
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Forksure"}');
  const serve = createStaticWeb(dist);
  // As the runtime mounts it: the path decoded once by the shared helper.
  server = createServer((req, res) => {
    const path = decodeLocalPath(new URL(req.url!, 'http://x').pathname);
    if (path.ok) serve(req, res, path.path);
    else sendBadPath(res, path.message);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
after(() => {
  server?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A raw GET (fetch would decompress on its own and hide the encoding). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request({ port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compression like CloudFront', () => {
  test('brotli when the browser accepts it, with Vary and the compressed length', async () => {
    const res = await get('/assets/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(res.headers.vary, 'Accept-Encoding');
    assert.equal(Number(res.headers['content-length']), res.body.length);
    assert.ok(res.body.length < script.length / 3, `compressed to ${res.body.length} of ${script.length} bytes`);
    assert.equal(brotliDecompressSync(res.body).toString(), script);
  });

  test('gzip when brotli is not accepted (or refused with q=0)', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const res = await get('/index.html', { 'accept-encoding': accept });
      assert.equal(res.headers['content-encoding'], 'gzip', accept);
      assert.match(gunzipSync(res.body).toString(), /^<!doctype html>/);
    }
  });

  test('plain for clients that accept no encoding, still with Vary', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
      const res = await get('/assets/app.js', headers);
      assert.equal(res.headers['content-encoding'], undefined);
      assert.equal(res.headers.vary, 'Accept-Encoding');
      assert.equal(res.body.toString(), script);
    }
  });

  test('images and files too small to gain are sent as they are', async () => {
    for (const path of ['/assets/photo.png', '/assets/tiny.js']) {
      const res = await get(path, { 'accept-encoding': 'br, gzip' });
      assert.equal(res.headers['content-encoding'], undefined, path);
    }
  });

  test('HEAD answers the headers of the compressed file without a body', async () => {
    const res = await get('/assets/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(res.body.length, 0);
  });

  test('a rebuilt file is compressed afresh', async () => {
    const file = join(dist, 'assets', 'app.js');
    const changed = script.replace('row 1"', 'row one"');
    writeFileSync(file, changed);
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const res = await get('/assets/app.js', { 'accept-encoding': 'br' });
    assert.equal(brotliDecompressSync(res.body).toString(), changed);
    writeFileSync(file, script);
  });
});

describe('bad paths', () => {
  test('malformed percent-encoding and control characters are a 400, not a crash', async () => {
    for (const path of ['/%zz', '/assets/%E2%82.js', '/%', '/%00', '/assets/a%00.js', '/%7f']) {
      const res = await get(path);
      assert.equal(res.status, 400, path);
    }
  });

  test('a file name longer than the system allows is not found (an asset) or the app (a route), never a crash', async () => {
    const long = 'a'.repeat(4000);
    assert.equal((await get(`/assets/${long}.js`)).status, 404);
    const route = await get(`/${long}`);
    assert.equal(route.status, 200);
    assert.match(route.body.toString(), /<title>Forksure/);
  });

  test('a path escaping the build folder gets the app, never the file', async () => {
    const res = await get('/..%2f..%2f..%2fetc%2fpasswd');
    assert.equal(res.status, 200);
    assert.match(res.body.toString(), /<title>Forksure/);
  });
});

describe('the installable app (product-rules §3.6)', () => {
  test('the service worker and the manifest are revalidated on every load, never kept like the hashed assets', async () => {
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      const res = await get(path);
      assert.equal(res.status, 200, path);
      assert.equal(res.headers['cache-control'], 'no-cache', path);
    }
    assert.equal((await get('/manifest.webmanifest')).headers['content-type'], 'application/manifest+json');
    assert.match(String((await get('/sw.js')).headers['content-type']), /^text\/javascript/);
    assert.match(String((await get('/assets/tiny.js')).headers['cache-control']), /immutable/);
  });

  test('the CSP lets the site register its own worker and manifest, and nothing else (MapLibre’s workers are blob: URLs the page made)', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    assert.match(csp, /(^|; )worker-src 'self' blob:(;|$)/);
    assert.match(csp, /(^|; )manifest-src 'self'(;|$)/);
  });
});
