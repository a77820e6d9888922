import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mayHaveStoredSession } from './amplify-session';

const config = { userPoolClientId: 'client123' };
const storageWith = (entries: Record<string, string>) => () => ({ getItem: (key: string) => entries[key] ?? null });

test('a visitor (no LastAuthUser entry for this app client) has no session to restore: Amplify is not needed', () => {
  assert.equal(mayHaveStoredSession(config, storageWith({})), false);
  // Another app client's session (another pool, an old deployment) is not this one's.
  assert.equal(mayHaveStoredSession(config, storageWith({ 'CognitoIdentityServiceProvider.other.LastAuthUser': 'ana' })), false);
});

test("Amplify's LastAuthUser entry for this client means a session may be restored", () => {
  assert.equal(mayHaveStoredSession(config, storageWith({ 'CognitoIdentityServiceProvider.client123.LastAuthUser': 'ana' })), true);
});

test('unreadable storage (privacy modes) leaves the decision to Amplify', () => {
  const blocked = () => {
    throw new Error('SecurityError');
  };
  assert.equal(mayHaveStoredSession(config, blocked), true);
});
