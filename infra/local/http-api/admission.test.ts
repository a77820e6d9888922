import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { describe, test } from 'node:test';
import { createAdmission } from './admission';

const limits = { maxInFlight: 2, maxQueued: 1, maxQueueWaitMs: 200 };

describe('admission', () => {
  test('runs up to maxInFlight, queues up to maxQueued, turns the rest away at once', async () => {
    // A queue wait far longer than the check below: shed at once, not after waiting in the queue.
    const admission = createAdmission({ ...limits, maxQueueWaitMs: 10_000 });
    const first = await admission.enter();
    const second = await admission.enter();
    assert.ok(first && second, `expected first && second; got first = ${inspect(first)}, second = ${inspect(second)}`);
    const queued = admission.enter();
    const started = Date.now();
    assert.equal(await admission.enter(), null, 'beyond the queue: shed');
    assert.ok(Date.now() - started < 5_000, 'shed without waiting');
    first();
    const third = await queued;
    assert.ok(third, 'a freed slot goes to the queue');
    assert.equal(admission.inFlight, 2);
    second();
    third();
    assert.equal(admission.inFlight, 0);
  });

  test('a queued request that waits too long is shed', async () => {
    const admission = createAdmission(limits);
    const held = [await admission.enter(), await admission.enter()];
    const started = Date.now();
    assert.equal(await admission.enter(), null);
    assert.ok(Date.now() - started >= limits.maxQueueWaitMs - 20, `expected Date.now() - started >= limits.maxQueueWaitMs - 20; got Date.now() - started = ${inspect(Date.now() - started)}, limits.maxQueueWaitMs - 20 = ${inspect(limits.maxQueueWaitMs - 20)}`);
    for (const release of held) release!();
    assert.ok(await admission.enter(), 'its queue place is free again');
  });

  test('a caller that hangs up leaves the queue, and idle() waits for running work', async () => {
    const admission = createAdmission(limits);
    const held = [await admission.enter(), await admission.enter()];
    const hangUp = new AbortController();
    const queued = admission.enter(hangUp.signal);
    hangUp.abort();
    assert.equal(await queued, null);
    let idle = false;
    const idlePromise = admission.idle().then(() => (idle = true));
    held[0]!();
    held[0]!(); // releasing twice frees one slot only
    await new Promise((r) => setTimeout(r, 10));
    assert.equal(idle, false);
    assert.equal(admission.inFlight, 1);
    held[1]!();
    await idlePromise;
    assert.equal(idle, true);
  });
});
