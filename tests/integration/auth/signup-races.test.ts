import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { keys } from '../../../functions/lib/data/keys';
import { claimEmail } from '../../../functions/lib/data/email-repository';
import { claimUsername } from '../../../functions/lib/data/username-repository';
import { type IdentityPort, type IdentityUser, UsernameExistsError } from '../../../functions/lib/identity/port';
import type { MailMessage } from '../../../functions/lib/providers/mail/port';
import type { AuthDeps } from '../../../functions/lib/services/auth/deps';
import { requestSignupCode, verifySignup } from '../../../functions/lib/services/auth/signup-service';
import { useEmbeddedTable } from '../data/embedded-table';
import { rawItem } from './support';

/**
 * The sign-up service's race handling against the embedded table, with a scripted identity port:
 * without transactions, a claim lost after the Cognito user exists must undo that user.
 */
const table = useEmbeddedTable();

function fakeIdentity(onCreate: (user: IdentityUser) => Promise<void> = async () => undefined) {
  const users = new Map<string, IdentityUser>();
  const deleted: string[] = [];
  const identity: IdentityPort = {
    async createUser({ username, email }) {
      if ([...users.keys()].some((u) => u.toLowerCase() === username.toLowerCase())) throw new UsernameExistsError();
      const user = { userId: `sub-${username}`, username, email, emailVerified: true };
      users.set(username, user);
      await onCreate(user);
      return user;
    },
    async deleteUser(username) {
      users.delete(username);
      deleted.push(username);
    },
    getUser: async (username) => users.get(username) ?? null,
    checkPassword: async () => false,
    setPassword: async () => undefined,
    setVerifiedEmail: async () => undefined,
    signOutEverywhere: async () => undefined,
  };
  return { identity, users, deleted };
}

function deps(identity: IdentityPort, outbox: MailMessage[] = []): AuthDeps {
  return {
    db: table.db(),
    identity,
    mail: { send: async (m) => (outbox.push(m), { messageId: String(outbox.length) }) },
    hashKey: async () => Buffer.from('race-test-code-hash-key-0123456789abcdef'),
    now: () => new Date(),
    codeRequestFloorMs: 0,
  };
}

const codeOf = (message: MailMessage) => /^ {4}(\d{6})$/m.exec(message.text)![1]!;
let n = 0;
const fresh = () => {
  n += 1;
  const username = `racer${n}${Date.now().toString(36)}`;
  return { username, email: `${username}@example.com`, password: 'Tomato-Basil-42', language: 'en' as const };
};

describe('sign-up races', () => {
  test('a username claimed by someone else after the pre-check: the Cognito user is removed and the answer is 409', async () => {
    const p = fresh();
    const { identity, users, deleted } = fakeIdentity(async () => {
      await claimUsername(table.db(), 'someone-else', p.username); // wins the race in the table
    });
    const outbox: MailMessage[] = [];
    await requestSignupCode(deps(identity, outbox), p);
    await assert.rejects(verifySignup(deps(identity), { ...p, code: codeOf(outbox[0]!) }), (error: { code: string }) => error.code === 'USERNAME_TAKEN');
    assert.deepEqual(deleted, [p.username]);
    assert.equal(users.size, 0);
    assert.equal(await rawItem(table.db(), keys.email(p.email)), undefined);
  });

  test('an address claimed by another account after the code check: the user and its username claim are removed', async () => {
    const p = fresh();
    const { identity, deleted } = fakeIdentity(async () => {
      await claimEmail(table.db(), { email: p.email, userId: 'other-account', username: 'other' });
    });
    const outbox: MailMessage[] = [];
    await requestSignupCode(deps(identity, outbox), p);
    await assert.rejects(verifySignup(deps(identity), { ...p, code: codeOf(outbox[0]!) }), (error: { code: string }) => error.code === 'INVALID_CODE');
    assert.deepEqual(deleted, [p.username]);
    assert.equal(await rawItem(table.db(), keys.username(p.username)), undefined, 'the username is free again');
    assert.equal((await rawItem(table.db(), keys.email(p.email)))?.userId, 'other-account');
  });

  test('Cognito refusing the username (taken there, any case) is 409 USERNAME_TAKEN', async () => {
    const p = fresh();
    const { identity, users } = fakeIdentity();
    users.set(p.username.toUpperCase(), { userId: 'x', username: p.username.toUpperCase(), emailVerified: true });
    const outbox: MailMessage[] = [];
    await requestSignupCode(deps(identity, outbox), p);
    await assert.rejects(verifySignup(deps(identity), { ...p, code: codeOf(outbox[0]!) }), (error: { code: string }) => error.code === 'USERNAME_TAKEN');
  });

  test('a failed mail send is an error, and the address can ask again at once', async () => {
    const p = fresh();
    const { identity } = fakeIdentity();
    const broken = { ...deps(identity), mail: { send: () => Promise.reject(new Error('SES is down')) } };
    await assert.rejects(requestSignupCode(broken, p), /SES is down/);
    const outbox: MailMessage[] = [];
    await requestSignupCode(deps(identity, outbox), p);
    assert.equal(outbox.length, 1);
  });
});
