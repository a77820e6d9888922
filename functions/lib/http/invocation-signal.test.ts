import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { once } from 'node:events';
import { describe, test } from 'node:test';
import { answerSignal } from './invocation-signal';

describe('answerSignal', () => {
  test('aborts when the invocation has no time left', async () => {
    const deadline = Date.now() + 30;
    const signal = answerSignal({ getRemainingTimeInMillis: () => deadline - Date.now() });
    assert.equal(signal.aborted, false);
    // AbortSignal.timeout does not keep the process alive; this timer does, while the test waits.
    const keepAlive = setTimeout(() => undefined, 1000);
    await once(signal, 'abort');
    clearTimeout(keepAlive);
    assert.ok(Date.now() >= deadline - 5, `expected Date.now() >= deadline - 5; got Date.now() = ${inspect(Date.now())}, deadline - 5 = ${inspect(deadline - 5)}`);
  });

  test('aborts at once when the caller hangs up', () => {
    const callerGone = new AbortController();
    const signal = answerSignal({ getRemainingTimeInMillis: () => 60_000, callerGone: callerGone.signal });
    callerGone.abort();
    assert.equal(signal.aborted, true);
  });

  test('never aborts without a deadline or a caller to lose (hand-built contexts in tests)', async () => {
    const signal = answerSignal(undefined);
    await new Promise((r) => setTimeout(r, 20));
    assert.equal(signal.aborted, false);
  });
});
