import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
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

/** Users by their opaque Cognito username; the chosen name is their preferred_username alias. */
function fakeIdentity(onCreate: (user: IdentityUser) => Promise<void> = async () => undefined) {
  const users = new Map<string, IdentityUser>();
  const deleted: string[] = [];
  const nameTaken = (name: string) => [...users.values()].some((u) => u.preferredUsername?.toLowerCase() === name.toLowerCase());
  const identity: IdentityPort = {
    async createUser({ username, email }) {
      if (nameTaken(username)) throw new UsernameExistsError();
      const cognitoUsername = randomUUID();
      const user = { userId: `sub-${cognitoUsername}`, cognitoUsername, preferredUsername: username, email, emailVerified: true };
      users.set(cognitoUsername, user);
      await onCreate(user);
      return user;
    },
    async deleteUser(cognitoUsername) {
      users.delete(cognitoUsername);
      deleted.push(cognitoUsername);
    },
    getUser: async (cognitoUsername) => users.get(cognitoUsername) ?? null,
    checkPassword: async () => false,
    setPassword: async () => undefined,
    setVerifiedEmail: async () => undefined,
    setPreferredUsername: async () => undefined,
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
    let created: IdentityUser | undefined;
    const { identity, users, deleted } = fakeIdentity(async (user) => {
      created = user;
      await claimUsername(table.db(), 'someone-else', p.username); // wins the race in the table
    });
    const outbox: MailMessage[] = [];
    await requestSignupCode(deps(identity, outbox), p);
    await assert.rejects(verifySignup(deps(identity), { ...p, code: codeOf(outbox[0]!) }), (error: { code: string }) => error.code === 'USERNAME_TAKEN');
    assert.deepEqual(deleted, [created?.cognitoUsername]);
    assert.equal(users.size, 0);
    assert.equal(await rawItem(table.db(), keys.email(p.email)), undefined);
  });

  test('an address claimed by another account after the code check: the user and its username claim are removed', async () => {
    const p = fresh();
    let created: IdentityUser | undefined;
    const { identity, deleted } = fakeIdentity(async (user) => {
      created = user;
      await claimEmail(table.db(), { email: p.email, userId: 'other-account', username: 'other' });
    });
    const outbox: MailMessage[] = [];
    await requestSignupCode(deps(identity, outbox), p);
    await assert.rejects(verifySignup(deps(identity), { ...p, code: codeOf(outbox[0]!) }), (error: { code: string }) => error.code === 'INVALID_CODE');
    assert.deepEqual(deleted, [created?.cognitoUsername]);
    assert.equal(await rawItem(table.db(), keys.username(p.username)), undefined, 'the username is free again');
    assert.equal((await rawItem(table.db(), keys.email(p.email)))?.userId, 'other-account');
  });

  test('Cognito refusing the username (another account\'s alias there, any case) is 409 USERNAME_TAKEN', async () => {
    const p = fresh();
    const { identity, users } = fakeIdentity();
    users.set('legacy-id', { userId: 'x', cognitoUsername: 'legacy-id', preferredUsername: p.username.toUpperCase(), emailVerified: true });
    const outbox: MailMessage[] = [];
    await requestSignupCode(deps(identity, outbox), p);
    await assert.rejects(verifySignup(deps(identity), { ...p, code: codeOf(outbox[0]!) }), (error: { code: string }) => error.code === 'USERNAME_TAKEN');
    assert.equal(await rawItem(table.db(), keys.username(p.username)), undefined, 'no claim is left behind');
  });

  test('success: the answer names the chosen username; the email claim keeps the opaque Cognito username', async () => {
    const p = fresh();
    const { identity, users } = fakeIdentity();
    const outbox: MailMessage[] = [];
    await requestSignupCode(deps(identity, outbox), p);
    const answer = await verifySignup(deps(identity), { ...p, code: codeOf(outbox[0]!) });
    assert.equal(answer.username, p.username);
    const [user] = [...users.values()];
    assert.ok(user && user.cognitoUsername !== p.username, `expected user && user.cognitoUsername !== p.username; got user = ${inspect(user)}, p.username = ${inspect(p.username)}`);
    assert.equal((await rawItem(table.db(), keys.email(p.email)))?.username, user.cognitoUsername);
    assert.equal((await rawItem(table.db(), keys.profile(user.userId)))?.username, p.username);
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
