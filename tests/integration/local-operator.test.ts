import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, test } from 'node:test';
import { LOCK_FILE, MARKER_FILE } from '../../infra/local/data-dir';

/**
 * The local runtime as an operator runs it, through npm: whichever process of `npm start` a process
 * manager signals, the server stops; one server per data folder; `npm run reset` deletes only the
 * runtime's own folder and never under a running server; a misspelt OSM_SEED_DIR stops the start;
 * `npm run dev` honours the same settings and works whether opened as localhost or 127.0.0.1.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'forksure-operator-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function npm(script: string, env: Record<string, string>): Started {
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: repoRoot,
    // No seed import: these tests are about the process, not the data.
    env: { ...process.env, OSM_SEED_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, output: () => output, exited };
}

const npmSync = (script: string, env: Record<string, string>) =>
  spawnSync('npm', ['run', '--silent', script], { cwd: repoRoot, env: { ...process.env, ...env }, encoding: 'utf8' });

async function startServer(dataDir: string): Promise<Started & { port: number }> {
  const port = await freePort();
  const started = npm('start', { PORT: String(port), FORKSURE_DATA_DIR: dataDir });
  const deadline = Date.now() + 240_000; // the first start may build the web app
  while (!started.output().includes('Forksure is running at')) {
    if (started.child.exitCode !== null) throw new Error(`npm start exited:\n${started.output()}`);
    if (Date.now() > deadline) throw new Error(`npm start did not come up:\n${started.output()}`);
    await sleep(200);
  }
  return { ...started, port };
}

/** Whether the port stops accepting connections within `ms`. */
async function portClosesWithin(port: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!(await accepts(port))) return true;
    await sleep(100);
  }
  return false;
}

describe('npm start under a process manager', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    test(`${signal} to the npm process stops the server and frees the data folder`, async () => {
      const dataDir = join(scratch, `signal-${signal}`);
      const server = await startServer(dataDir);
      assert.ok(await accepts(server.port), 'expected await accepts(server.port)');
      server.child.kill(signal);
      assert.ok(await portClosesWithin(server.port, 5_000), `port ${server.port} still open 5 s after ${signal} to npm:\n${server.output()}`);
      await server.exited;
      assert.match(server.output(), new RegExp(`Stopping Forksure \\(${signal}\\)`));
      assert.ok(!existsSync(join(dataDir, LOCK_FILE)), 'the lock is released');
    });
  }

  test('npm killed outright (SIGKILL): the server notices its parent is gone and stops', async () => {
    const server = await startServer(join(scratch, 'sigkill'));
    server.child.kill('SIGKILL');
    assert.ok(await portClosesWithin(server.port, 5_000), `port ${server.port} still open 5 s after npm was killed`);
  });
});

describe('one server per data folder, and reset', () => {
  test('a second start and a reset on a folder in use name the PID; reset works once it stops', async () => {
    const dataDir = join(scratch, 'shared-data');
    const server = await startServer(dataDir);
    const pid = Number(readFileSync(join(dataDir, LOCK_FILE), 'utf8'));

    const second = npm('start', { PORT: String(await freePort()), FORKSURE_DATA_DIR: dataDir });
    assert.equal(await second.exited, 1);
    assert.match(second.output(), new RegExp(`data folder ${escape(dataDir)} is in use by another Forksure server \\(PID ${pid}\\)`));
    assert.doesNotMatch(second.output(), /ECONNREFUSED/);

    const reset = npmSync('reset', { FORKSURE_DATA_DIR: dataDir });
    assert.equal(reset.status, 1);
    assert.match(reset.stderr, new RegExp(`in use by a Forksure server \\(PID ${pid}\\)`));
    assert.ok(existsSync(join(dataDir, 'cognito')), 'nothing deleted under the running server');
    assert.ok(await accepts(server.port), 'expected await accepts(server.port)');

    server.child.kill('SIGTERM');
    await server.exited;
    const after = npmSync('reset', { FORKSURE_DATA_DIR: dataDir });
    assert.equal(after.status, 0, after.stderr);
    assert.match(after.stdout, /Local data wiped/);
    assert.ok(!existsSync(dataDir), `expected !existsSync(dataDir); got existsSync(dataDir) = ${inspect(existsSync(dataDir))}`);
  });

  test('reset refuses a folder the runtime did not make, and deletes nothing', () => {
    const foreign = join(scratch, 'my-documents');
    mkdirSync(join(foreign, 'cognito'), { recursive: true });
    writeFileSync(join(foreign, 'thesis.docx'), 'years of work');
    const reset = npmSync('reset', { FORKSURE_DATA_DIR: foreign });
    assert.equal(reset.status, 1);
    assert.match(reset.stderr, new RegExp(`not made by Forksure \\(no ${escape(MARKER_FILE)} marker\\)`));
    assert.match(reset.stderr, /It holds: cognito, thesis\.docx/);
    assert.equal(readFileSync(join(foreign, 'thesis.docx'), 'utf8'), 'years of work');
  });

  test('only the marker counts: an empty folder, or one of runtime-named folders holding your files, is refused and left as it was', () => {
    const empty = join(scratch, 'empty-folder');
    mkdirSync(empty);
    const emptyReset = npmSync('reset', { FORKSURE_DATA_DIR: empty });
    assert.equal(emptyReset.status, 1, emptyReset.stdout);
    assert.match(emptyReset.stderr, new RegExp(`not made by Forksure \\(no ${escape(MARKER_FILE)} marker\\); not deleting it\\. It is empty\\.`));
    assert.ok(existsSync(empty), 'the empty folder is still there');

    const lookalike = join(scratch, 'lookalike');
    for (const name of ['cognito', 'dynamodb', 'outbox', 'places']) mkdirSync(join(lookalike, name), { recursive: true });
    writeFileSync(join(lookalike, 'outbox', 'letter-to-mum.txt'), 'dear mum');
    writeFileSync(join(lookalike, 'places', 'holiday.gpx'), '<gpx/>');
    const reset = npmSync('reset', { FORKSURE_DATA_DIR: lookalike });
    assert.equal(reset.status, 1, reset.stdout);
    assert.match(reset.stderr, /It holds: cognito, dynamodb, outbox, places\. Remove what you want by hand/);
    assert.equal(readFileSync(join(lookalike, 'outbox', 'letter-to-mum.txt'), 'utf8'), 'dear mum');
    assert.equal(readFileSync(join(lookalike, 'places', 'holiday.gpx'), 'utf8'), '<gpx/>');
  });

  test('a misspelt OSM_SEED_DIR stops the start with a clear message', async () => {
    const run = npm('start', { PORT: String(await freePort()), FORKSURE_DATA_DIR: join(scratch, 'seed'), OSM_SEED_DIR: join(scratch, 'osm-exprots') });
    assert.equal(await run.exited, 1);
    assert.match(run.output(), /OSM_SEED_DIR is ".*osm-exprots", but .* is not a folder\. Fix it, or set OSM_SEED_DIR= \(empty\)/);
  });
});

describe('npm run dev', () => {
  test('reads the same variables as npm start, and works opened at 127.0.0.1 (config and API through Vite)', async () => {
    const [port, vitePort] = [await freePort(), await freePort()];
    const dataDir = join(scratch, 'dev');
    const dev = npm('dev', { PORT: String(port), VITE_PORT: String(vitePort), FORKSURE_DATA_DIR: dataDir, ACCESS_LOG: '1' });
    try {
      const deadline = Date.now() + 120_000;
      while (!dev.output().includes('(hot reload) is running at')) {
        if (dev.child.exitCode !== null || Date.now() > deadline) throw new Error(`npm run dev did not come up:\n${dev.output()}`);
        await sleep(200);
      }
      const vite = `http://127.0.0.1:${vitePort}`;
      const config = (await (await fetch(`${vite}/config.json`)).json()) as { apiUrl: string; userPoolEndpoint: string };
      // The browser's own origin: API and Cognito calls go through the Vite proxy, no cross-origin call.
      assert.equal(config.apiUrl, `${vite}/api`);
      assert.equal(config.userPoolEndpoint, `${vite}/cognito`);
      const health = await fetch(`${vite}/api/health`, { headers: { origin: vite } });
      assert.equal(health.status, 200);
      assert.equal(health.headers.get('access-control-allow-origin'), vite);
      assert.match(dev.output(), /GET \/api\/health 200 \d+ms/, 'ACCESS_LOG=1 is honoured');
    } finally {
      dev.child.kill('SIGTERM');
      await dev.exited;
    }
    assert.ok(await portClosesWithin(port, 5_000), 'expected await portClosesWithin(port, 5_000)');
    assert.ok(await portClosesWithin(vitePort, 5_000), 'expected await portClosesWithin(vitePort, 5_000)');
  });

  test('a bad CLEANUP_INTERVAL_MINUTES stops it with a message', async () => {
    const run = npm('dev', { PORT: String(await freePort()), FORKSURE_DATA_DIR: join(scratch, 'dev-bad'), CLEANUP_INTERVAL_MINUTES: 'soon' });
    assert.equal(await run.exited, 1);
    assert.match(run.output(), /CLEANUP_INTERVAL_MINUTES must be a number of minutes above 0, got "soon"/);
  });
});

function accepts(port: number): Promise<boolean> {
  return new Promise((r) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), r(true)));
    socket.once('error', () => r(false));
  });
}

function freePort(): Promise<number> {
  return new Promise((r) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => r(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
