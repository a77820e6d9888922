import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isUsageUnavailable, usagePollMs } from './usage-poll';

// While the service is unreachable the query client's growing waits space the reads out instead (service-unreachable.test.ts).
test('usage is read every 3 s, also after an API failure such as a 500', () => {
  assert.equal(usagePollMs(null), 3000);
  assert.equal(usagePollMs(0), 3000);
  assert.equal(usagePollMs(500), 3000);
  assert.equal(isUsageUnavailable(500), false);
});

test('while the route is missing or planned (404, 405, 501) it is read every 60 s and the gauges hide', () => {
  for (const status of [404, 405, 501]) {
    assert.equal(usagePollMs(status), 60_000);
    assert.equal(isUsageUnavailable(status), true);
  }
});
