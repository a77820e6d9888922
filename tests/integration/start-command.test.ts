import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';

/** `npm start` as a user runs it: one clear line, the web app, port clashes, Ctrl-C. */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'forksure-start-'));
let port: number;
let first: StartedProcess;

interface StartedProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startCommand(folder = dataDir): StartedProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), FORKSURE_DATA_DIR: folder },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, output: () => output, exited };
}

async function waitFor(predicate: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

before(async () => {
  port = await freePort();
  first = startCommand();
  // The first start may build the web app.
  await waitFor(() => first.output().includes('Forksure is running at'), 180_000, 'the start line');
});

after(() => {
  first.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-second`, { recursive: true, force: true });
});

test('prints one clear line with the URL and serves the app, the API and config', async () => {
  assert.match(first.output(), new RegExp(`Forksure is running at http://localhost:${port}`));
  const page = await fetch(`http://localhost:${port}/welcome`);
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'self'/);
  assert.match(await page.text(), /<div id="root"[ >]/);
  const health = await fetch(`http://localhost:${port}/api/health`);
  assert.equal(health.status, 200);
});

test('a second start on the same port explains the clash and exits 1', async () => {
  // Another data folder: on the same one the data-folder lock answers first (local-operator.test.ts).
  const second = startCommand(`${dataDir}-second`);
  const code = await second.exited;
  assert.equal(code, 1);
  assert.match(second.output(), new RegExp(`Port ${port} is already in use.*PORT=${port + 1} npm start`, 's'));
});

test('Ctrl-C stops cleanly', async () => {
  first.child.kill('SIGINT');
  assert.equal(await first.exited, 0);
  assert.match(first.output(), /Stopping Forksure/);
});

function freePort(): Promise<number> {
  return new Promise((r) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port: p } = server.address() as { port: number };
      server.close(() => r(p));
    });
  });
}
