import assert from 'node:assert/strict';
import { test } from 'node:test';
import { acceptedHosts } from './accepted-hosts';

test('the loopback names with the port, the HOST given and the CORS_ORIGINS hosts are accepted; nothing else', () => {
  const hosts = acceptedHosts({ host: 'forksure.lan', port: 3000, corsOrigins: ['http://localhost:5173', 'https://dev.example'] });
  for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'forksure.lan:3000', 'FORKSURE.LAN:3000', 'localhost:5173', 'dev.example', 'dev.example:443']) {
    assert.equal(hosts.accepts(host), true, host);
  }
  for (const host of [undefined, '', 'attacker.example:3000', 'forksure.lan', 'forksure.lan:3001', 'localhost', '127.0.0.1:5173', 'dev.example:80']) {
    assert.equal(hosts.accepts(host), false, String(host));
  }
  assert.deepEqual(hosts.pageOrigins, ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://forksure.lan:3000', 'http://localhost:5173', 'https://dev.example']);
});

test('a loopback HOST adds itself; 0.0.0.0 adds the addresses of the interfaces', () => {
  assert.equal(acceptedHosts({ host: '127.0.0.2', port: 3000 }).accepts('127.0.0.2:3000'), true);
  assert.equal(acceptedHosts({ host: '127.0.0.1', port: 3000 }).accepts('127.0.0.2:3000'), false);
  const any = acceptedHosts({ host: '0.0.0.0', port: 3000 });
  assert.equal(any.accepts('localhost:3000'), true);
  assert.equal(any.accepts('attacker.example:3000'), false);
});
