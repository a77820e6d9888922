import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readLocalEnv } from './env-options';

test('defaults: port 3000 on loopback, .data in the repository, no extras', () => {
  assert.deepEqual(readLocalEnv({}, '/repo'), { port: 3000, host: '127.0.0.1', dataDir: '/repo/.data', corsOrigins: [], scheduleIntervalMs: undefined, accessLog: false });
});

test('every variable npm start and npm run dev share is read', () => {
  const env = readLocalEnv({ PORT: '4000', HOST: '0.0.0.0', FORKSURE_DATA_DIR: 'x', CORS_ORIGINS: 'http://a.test, https://b.test:8443', CLEANUP_INTERVAL_MINUTES: '0.5', ACCESS_LOG: '1' }, '/repo');
  assert.deepEqual(env, { port: 4000, host: '0.0.0.0', dataDir: '/repo/x', corsOrigins: ['http://a.test', 'https://b.test:8443'], scheduleIntervalMs: 30_000, accessLog: true });
});

test('bad values stop the start with a message naming the variable', () => {
  assert.throws(() => readLocalEnv({ PORT: 'abc' }, '/repo'), /PORT must be a port number \(0-65535\), got "abc"/);
  assert.throws(() => readLocalEnv({ CLEANUP_INTERVAL_MINUTES: '0' }, '/repo'), /CLEANUP_INTERVAL_MINUTES must be a number of minutes above 0, got "0"/);
  assert.throws(() => readLocalEnv({ CLEANUP_INTERVAL_MINUTES: 'soon' }, '/repo'), /CLEANUP_INTERVAL_MINUTES/);
  assert.throws(() => readLocalEnv({ CORS_ORIGINS: 'localhost:5173' }, '/repo'), /CORS_ORIGINS takes origins like http:\/\/localhost:5173.*got "localhost:5173"/);
});
