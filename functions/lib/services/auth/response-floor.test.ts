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
  const started = performance.now();
  await withResponseFloor(20, () => sleep(60));
  assert.ok(performance.now() - started < 60 + 40, `expected performance.now() - started < 60 + 40; got performance.now() - started = ${inspect(performance.now() - started)}, 60 + 40 = ${inspect(60 + 40)}`);
});
