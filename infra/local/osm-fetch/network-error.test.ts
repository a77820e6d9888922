import assert from 'node:assert/strict';
import { test } from 'node:test';
import { networkErrorCode, unreachableMessage } from './network-error';

/** Node's fetch failures as they arrive: TypeError('fetch failed') with the system error as its cause. */
const fetchFailed = (cause: unknown) => Object.assign(new TypeError('fetch failed'), { cause });
const systemError = (code: string) => Object.assign(new Error(`getaddrinfo ${code} overpass.example`), { code });

test('offline: a DNS failure and a refused connection are named, with the endpoint', () => {
  const url = 'https://overpass.example/api/interpreter';
  assert.equal(unreachableMessage('the Overpass API', url, fetchFailed(systemError('ENOTFOUND'))), `Cannot reach the Overpass API at ${url}: its name does not resolve (DNS failure: are you offline?).`);
  assert.match(unreachableMessage('the Overpass API', url, fetchFailed(systemError('EAI_AGAIN'))), /could not be looked up right now \(DNS failure/);
  // Several addresses tried (IPv4 and IPv6): an AggregateError of refusals.
  const refused = fetchFailed(Object.assign(new AggregateError([systemError('ECONNREFUSED'), systemError('ECONNREFUSED')]), { code: 'ECONNREFUSED' }));
  assert.equal(networkErrorCode(refused), 'ECONNREFUSED');
  assert.equal(networkErrorCode(fetchFailed(new AggregateError([systemError('ENETUNREACH')]))), 'ENETUNREACH');
});

test('an unknown failure still says what happened', () => {
  assert.equal(unreachableMessage('the Overpass API', 'http://x', fetchFailed(new Error('boom'))), 'Cannot reach the Overpass API at http://x: the request failed (fetch failed).');
});
