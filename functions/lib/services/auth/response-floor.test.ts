import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { withResponseFloor } from './response-floor';

test('fast work is padded to the floor, success and error alike', async () => {
  let started = performance.now();
  assert.equal(await withResponseFloor(120, async () => 'done'), 'done');
  assert.ok(performance.now() - started >= 118, `expected performance.now() - started >= 118; got performance.now() - started = ${inspect(performance.now() - started)}`);

  started = performance.now();
  await assert.rejects(withResponseFloor(120, () => Promise.reject(new Error('no'))), /no/);
  assert.ok(performance.now() - started >= 118, `expected performance.now() - started >= 118; got performance.now() - started = ${inspect(performance.now() - started)}`);
});

test('work slower than the floor is not delayed further', async () => {
  // Wide numbers, so a busy machine's late timers cannot pass for a second delay: padding after the
  // work would end at 2.5 s at the soonest.
  const started = performance.now();
  await withResponseFloor(1_000, () => sleep(1_500));
  const took = performance.now() - started;
  assert.ok(took >= 1_490 && took < 2_300, `took ${inspect(took)} ms`);
});
