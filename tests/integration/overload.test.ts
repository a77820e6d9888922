import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { connect } from 'node:net';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import type { PlacesSearchResponse } from '../../shared/api/places';
import { PHILADELPHIA_SEARCH } from '../support/philadelphia-search';
import { DEFAULT_ADMISSION_LIMITS } from '../../infra/local/http-api/admission';
import { createTestUser, startTestRuntime, type TestRuntime, type TestUser } from './support/runtime';

/**
 * The local runtime under more load than it can serve, and searches whose answer never arrives
 * (infra/local/http-api/admission.ts, functions/lib/http/invocation-signal.ts). Counting rule used
 * throughout: a search costs one of the day's searches exactly when its 200 reached the caller.
 */
let runtime: TestRuntime;
let user: TestUser;
/** Searches answered 200 so far, which is what the day's counter must say. */
let delivered = 0;

const SEARCH = PHILADELPHIA_SEARCH;

before(async () => {
  // The daily allowance (10) would hide the counting; the local stage lets a test raise it.
  process.env.SEARCH_DAILY_LIMIT = '100000';
  runtime = await startTestRuntime(undefined, undefined, { admission: DEFAULT_ADMISSION_LIMITS, functionTimeoutScale: 1 });
  user = await createTestUser(runtime);
});
after(async () => {
  await runtime?.dispose();
});

const search = () =>
  runtime.api('/places/search', { method: 'POST', token: user.accessToken, headers: { 'content-type': 'application/json' }, body: JSON.stringify(SEARCH) });

/** Runs one more search and returns the day's count it reports (this search included). */
async function searchesToday(): Promise<number> {
  const res = await search();
  assert.equal(res.status, 200);
  delivered += 1;
  return ((await res.json()) as PlacesSearchResponse).usage.searchesToday;
}

/**
 * A search over a raw socket, so the test can hang up. Resolves with the status the caller saw (0:
 * none) once the socket closes, which it does after `hangUpAfterMs` or when the server closes it.
 */
function rawSearch(hangUpAfterMs?: number): Promise<number> {
  const body = JSON.stringify(SEARCH);
  return new Promise((resolve) => {
    let received = '';
    const socket = connect(runtime.port, '127.0.0.1', () => {
      socket.write(
        `POST /api/places/search HTTP/1.1\r\nHost: localhost:${runtime.port}\r\nAuthorization: Bearer ${user.accessToken}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
      if (hangUpAfterMs !== undefined) setTimeout(() => socket.destroy(), hangUpAfterMs);
    });
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0)));
  });
}

async function restart() {
  await runtime.dispose({ keepData: true });
  runtime = await startTestRuntime(runtime.dataDir, runtime, { admission: DEFAULT_ADMISSION_LIMITS, functionTimeoutScale: 1 });
}

describe('searches whose answer never arrives cost nothing', () => {
  test('callers that hang up mid-search', async () => {
    const statuses = await Promise.all(Array.from({ length: 24 }, (_, i) => rawSearch(i * 3)));
    delivered += statuses.filter((s) => s === 200).length;
    // Stopping waits for the invocations still running, so the count below is final.
    await restart();
    assert.equal(await searchesToday(), delivered);
  });

  test('the runtime stopped mid-search answers what it started, and counts nothing else', async () => {
    const pending = Array.from({ length: 24 }, () => rawSearch());
    await new Promise((r) => setTimeout(r, 40));
    await restart();
    const statuses = await Promise.all(pending);
    // Stopping answers the searches already running (their callers get their results); no caller is
    // left with a counted search it never saw.
    assert.deepEqual(statuses.filter((s) => s !== 200 && s !== 0 && s !== 503), []);
    delivered += statuses.filter((s) => s === 200).length;
    assert.equal(await searchesToday(), delivered);
  });
});

/**
 * Fires `count` concurrent requests from a separate process, as browsers would (the server's event
 * loop stays its own), and returns each one's status and Retry-After, or an error name.
 */
async function concurrentRequests(count: number, url: string, init: { method: string; headers: Record<string, string>; body: string }) {
  const client = `
    const [count, url, init] = JSON.parse(process.argv[1]);
    Promise.all(Array.from({ length: count }, () =>
      fetch(url, init).then(
        async (res) => { await res.arrayBuffer(); return { status: res.status, retryAfter: res.headers.get('retry-after') }; },
        (error) => ({ status: 0, error: String(error.cause?.code ?? error.name) }),
      ),
    )).then((answers) => process.stdout.write(JSON.stringify(answers)));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', client, JSON.stringify([count, url, init])], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as { status: number; retryAfter?: string | null; error?: string }[];
}

describe('overload', () => {
  test('700 concurrent searches: 200 or 503 with Retry-After, never a 500 or a failed connection, and shed ones cost nothing', async () => {
    const answers = await concurrentRequests(700, `${runtime.url}/api/places/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(SEARCH),
    });
    assert.equal(answers.length, 700);
    const statuses = [...new Set(answers.map((a) => a.error ?? a.status))];
    assert.deepEqual(statuses.filter((s) => s !== 200 && s !== 503), [], `statuses: ${statuses.join(', ')}`);
    for (const shed of answers.filter((a) => a.status === 503)) assert.match(shed.retryAfter ?? '', /^\d+$/);
    const ok = answers.filter((a) => a.status === 200).length;
    assert.ok(ok > 0, 'the runtime kept serving');
    delivered += ok;
    assert.equal(await searchesToday(), delivered);
  });
});
