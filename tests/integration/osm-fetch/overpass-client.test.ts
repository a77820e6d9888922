import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, test } from 'node:test';
import { OverpassError, type OverpassOptions, fetchOverpass } from '../../../infra/local/osm-fetch/overpass-client';
import {
  type OverpassServer,
  answerGatewayTimeout,
  answerJson,
  answerTooManyRequests,
  overpassJson,
  startOverpassServer,
} from './overpass-server';

/**
 * The one polite request of `npm run fetch:osm` against a local server speaking the Overpass API's
 * JSON and its error answers: Retry-After honoured, growing pauses otherwise, a bounded number of
 * requests, a size cap, a time limit, and messages that say what happened (escaped for the terminal).
 */
const QUERY = '[out:json][timeout:120];\nnwr["amenity"~"^(restaurant|cafe|fast_food)$"](52.4,13.3,52.6,13.5);\nout center;';
const ELEMENT = { type: 'node', id: 1, lat: 52.52, lon: 13.4, tags: { amenity: 'restaurant', name: 'Test Kitchen' } };
// eslint-disable-next-line no-control-regex -- raw control characters are what must not reach the terminal
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

let server: OverpassServer;
let lines: string[];
const options = (overrides: Partial<OverpassOptions> = {}): OverpassOptions => ({
  url: server.url,
  userAgent: 'Forksure/test (fetch:osm)',
  timeoutMs: 10_000,
  maxBytes: 1024 * 1024,
  attempts: 3,
  backoffMs: 100,
  maxWaitMs: 30_000,
  log: (line) => lines.push(line),
  ...overrides,
});
const failure = async (run: Promise<unknown>): Promise<OverpassError> => {
  const error = await run.then(
    () => assert.fail('expected the fetch to fail'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof OverpassError, `an OverpassError; got ${String(error)}`);
  assert.doesNotMatch(error.message, RAW_CONTROL, 'nothing raw from the server reaches the terminal');
  return error;
};
const gaps = () => server.requests.slice(1).map((r, i) => r.at - server.requests[i]!.at);

before(async () => {
  server = await startOverpassServer();
});
after(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  lines = [];
});

describe('fetchOverpass against a local Overpass-format server', { timeout: 60_000 }, () => {
  test('one POST of the query as the form field "data", naming Forksure, the answer kept byte for byte', { timeout: 10_000 }, async () => {
    const body = overpassJson([ELEMENT]);
    server.script(answerJson(body));
    const answer = await fetchOverpass(QUERY, options());
    assert.equal(server.requests.length, 1);
    const [request] = server.requests;
    assert.equal(request!.method, 'POST');
    assert.equal(request!.path, '/api/interpreter');
    assert.equal(request!.query, QUERY);
    assert.match(String(request!.headers['user-agent']), /^Forksure\//);
    assert.equal(answer.bytes.toString('utf8'), body);
    assert.equal(answer.data.elements.length, 1);
    assert.equal(answer.requests, 1);
  });

  test('429 with Retry-After: the next request waits the seconds it names (not the longer backoff), then succeeds', { timeout: 20_000 }, async () => {
    server.script(answerTooManyRequests(1), answerJson(overpassJson([ELEMENT])));
    // A backoff of a minute would outlast this test: only Retry-After makes it pass.
    const answer = await fetchOverpass(QUERY, options({ backoffMs: 60_000 }));
    assert.equal(answer.requests, 2);
    assert.equal(server.requests.length, 2);
    assert.ok(gaps()[0]! >= 1_000, `the retry came ${gaps()[0]} ms after the 429 that asked for 1 s`);
    assert.ok(lines.some((line) => /busy \(429.*again in 1 s \(request 2 of 3\)/.test(line)), lines.join('\n'));
  });

  test('504 without Retry-After: pauses that double, then the answer', { timeout: 20_000 }, async () => {
    server.script(answerGatewayTimeout(), answerGatewayTimeout(), answerJson(overpassJson([ELEMENT])));
    const answer = await fetchOverpass(QUERY, options({ backoffMs: 300 }));
    assert.equal(answer.requests, 3);
    const [first, second] = gaps();
    assert.ok(first! >= 300 && second! >= 600, `pauses of ${first} and ${second} ms; expected at least 300 and 600`);
  });

  test('a server that stays busy is asked at most `attempts` times, then the command says so', { timeout: 20_000 }, async () => {
    server.script(answerGatewayTimeout(0));
    const error = await failure(fetchOverpass(QUERY, options({ attempts: 3 })));
    assert.equal(server.requests.length, 3);
    assert.match(error.message, /busy \(504 Gateway Timeout\) after 3 requests.*OVERPASS_URL/);
  });

  test('a Retry-After longer than the longest wait is not sat out: one request, and when to try again', { timeout: 10_000 }, async () => {
    server.script(answerTooManyRequests(600));
    const error = await failure(fetchOverpass(QUERY, options({ maxWaitMs: 120_000 })));
    assert.equal(server.requests.length, 1);
    assert.match(error.message, /asks to wait 600 s/);
  });

  test('malformed JSON: a clear message with the escaped beginning of the answer', { timeout: 10_000 }, async () => {
    server.script(answerJson('{"elements": [ {"type": "node", \u001b[2J'));
    const error = await failure(fetchOverpass(QUERY, options()));
    assert.match(error.message, /answer is not JSON .*\\x1b\[2J/);
    server.script(answerJson('{"version": 0.6}'));
    assert.match((await failure(fetchOverpass(QUERY, options()))).message, /without an "elements" list/);
  });

  test('a query the server stopped (200 with a runtime-error remark) is not taken as the data', { timeout: 10_000 }, async () => {
    server.script(answerJson(overpassJson([ELEMENT], { remark: 'runtime error: Query timed out in "query" at line 2 after 121 seconds.' })));
    const error = await failure(fetchOverpass(QUERY, options()));
    assert.match(error.message, /stopped the query: "runtime error: Query timed out/);
  });

  test('an answer over the size cap is refused: from its Content-Length, and while streaming without one', { timeout: 10_000 }, async () => {
    const cap = 10_000;
    const big = overpassJson(Array.from({ length: 400 }, (_, i) => ({ ...ELEMENT, id: i })));
    assert.ok(Buffer.byteLength(big) > cap, `the answer (${Buffer.byteLength(big)} bytes) is over the cap`);
    server.script(answerJson(big));
    assert.match((await failure(fetchOverpass(QUERY, options({ maxBytes: cap })))).message, /larger than 10 KB/);
    server.script((response) => {
      response.writeHead(200, { 'content-type': 'application/json' }); // chunked: no Content-Length
      for (let i = 0; i < 20; i++) response.write(big.slice(0, 1_000).replace(/./g, ' '));
      response.end(big);
    });
    assert.match((await failure(fetchOverpass(QUERY, options({ maxBytes: cap })))).message, /larger than 10 KB/);
    // Just under the cap is read.
    const small = overpassJson([ELEMENT]);
    server.script(answerJson(small));
    assert.equal((await fetchOverpass(QUERY, options({ maxBytes: Buffer.byteLength(small) }))).data.elements.length, 1);
  });

  test('a refused query (400) is not retried; the server\'s words are shown, escaped', { timeout: 10_000 }, async () => {
    server.script((response) => {
      response.writeHead(400, { 'content-type': 'text/html' }).end('<p><strong>Error</strong>: line 2: parse error: \u001b]0;pwned\u0007 unknown</p>');
    });
    const error = await failure(fetchOverpass(QUERY, options()));
    assert.equal(server.requests.length, 1);
    assert.match(error.message, /refused the query: 400 .*parse error: \\x1b\]0;pwned\\x07 unknown/);
  });

  test('a slow answer: lines say the request is still running, then the answer', { timeout: 10_000 }, async () => {
    let answered = false;
    server.script((response) => {
      // Answer once two "still waiting" lines are out: awaited, not slept.
      const check = setInterval(() => {
        if (lines.filter((line) => /still waiting for the Overpass API/.test(line)).length < 2) return;
        clearInterval(check);
        answered = true;
        answerJson(overpassJson([ELEMENT]))(response);
      }, 10);
    });
    const answer = await fetchOverpass(QUERY, options({ heartbeatMs: 50 }));
    assert.ok(answered && answer.data.elements.length === 1, `answered after the progress lines; got ${lines.join(' | ')}`);
  });

  test('no answer within the time limit: the request is given up with a message', { timeout: 10_000 }, async () => {
    server.script(() => undefined); // never answers
    const error = await failure(fetchOverpass(QUERY, options({ timeoutMs: 300, attempts: 1 })));
    assert.match(error.message, /did not answer within 0\.3 s\. Try again later/);
  });

  test('offline (connection refused): says it cannot reach the endpoint and why', { timeout: 10_000 }, async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const url = `http://127.0.0.1:${port}/api/interpreter`;
    const error = await failure(fetchOverpass(QUERY, options({ url })));
    assert.equal(error.message, `Cannot reach the Overpass API at ${url}: the connection was refused (nothing listens there; are you offline, or is the endpoint wrong?).`);
  });
});
