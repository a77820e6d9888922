import assert from 'node:assert/strict';
import { test } from 'node:test';
import { exposureWarning, isLoopbackHost, reachableUrls } from './exposure';

test('loopback hosts are quiet and shown as localhost', () => {
  for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.1.1']) {
    assert.ok(isLoopbackHost(host), host);
    assert.deepEqual(exposureWarning(host, 3000), []);
  }
  assert.deepEqual(reachableUrls('127.0.0.1', 3000), ['http://localhost:3000']);
});

test('any other host warns that the outbox codes and billing simulator are on the network', () => {
  for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
    const text = exposureWarning(host, 3000).join('\n');
    assert.match(text, new RegExp(`WARNING: HOST=${host.replace(/\./g, '\\.')} serves Forksure to the network`));
    assert.match(text, /every emailed sign-in and reset code at \/dev\/outbox/);
    assert.match(text, /billing\n!! simulator at \/dev\/billing/);
  }
});

test('the banner shows the addresses the server really answers on', () => {
  assert.deepEqual(reachableUrls('192.168.1.20', 3000), ['http://192.168.1.20:3000']);
  assert.deepEqual(reachableUrls('fe80::1', 3000), ['http://[fe80::1]:3000']);
  const any = reachableUrls('0.0.0.0', 3000);
  assert.equal(any[0], 'http://localhost:3000');
  assert.ok(any.slice(1).every((url) => /^http:\/\/\d+\.\d+\.\d+\.\d+:3000$/.test(url)), any.join(' '));
});
