import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import type { ApiAnswer } from './support';

/** Headers that differ per request by design (request ids, date). */
const PER_REQUEST_HEADERS = new Set(['x-request-id', 'apigw-requestid', 'date']);

/** Asserts two answers are byte-identical apart from the per-request headers. */
export function assertSameAnswer(a: ApiAnswer, b: ApiAnswer): void {
  assert.equal(a.status, b.status);
  assert.equal(a.text, b.text, 'identical body bytes');
  const headers = (answer: ApiAnswer) => [...answer.headers.entries()].filter(([name]) => !PER_REQUEST_HEADERS.has(name)).sort();
  assert.deepEqual(headers(a), headers(b));
}

/** Runs `request` and returns its answer with the elapsed milliseconds. */
export async function timed<T>(request: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await request();
  return { answer, ms: performance.now() - started };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Both series were padded to the floor and their medians are close (one slow sample does not decide). */
export function assertSameTiming(first: number[], second: number[], floorMs = 300): void {
  for (const ms of [...first, ...second]) assert.ok(ms >= floorMs - 5, `answered after the ${floorMs} ms floor (${ms.toFixed(0)} ms)`);
  const [a, b] = [median(first), median(second)];
  assert.ok(Math.abs(a - b) < 100, `similar timing (medians ${a.toFixed(0)} vs ${b.toFixed(0)} ms)`);
}

/** Two "too soon" answers: the same code and message shape; the seconds left may differ by the time between them. */
export function assertSameRetryAnswer(a: ApiAnswer, b: ApiAnswer): void {
  assert.equal(a.status, 429);
  assert.equal(b.status, 429);
  const [ea, eb] = [a.body.error, b.body.error] as { code: string; retryAfterSeconds: number; message: string }[];
  assert.equal(ea!.code, eb!.code);
  assert.ok(Math.abs(ea!.retryAfterSeconds - eb!.retryAfterSeconds) <= 1, `expected Math.abs(ea!.retryAfterSeconds - eb!.retryAfterSeconds) <= 1; got Math.abs(ea!.retryAfterSeconds - eb!.retryAfterSeconds) = ${inspect(Math.abs(ea!.retryAfterSeconds - eb!.retryAfterSeconds))}`);
  assert.equal(ea!.message.replace(/\d+/g, 'N'), eb!.message.replace(/\d+/g, 'N'));
}
