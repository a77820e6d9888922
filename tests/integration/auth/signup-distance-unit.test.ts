import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../../../functions/lib/data/db';
import { getProfile, startProfile } from '../../../functions/lib/data/profile-repository';
import type { TestRuntime } from '../support/runtime';
import { get, latestCode, mustSignIn, post, signIn, startAuthRuntime, tableDb, uniqueName } from './support';

// A new account's distance unit is the unit of the road signs of the browser's region, km without
// one, whatever the language (product-rules §14.1); a unit the profile already has is kept.

let runtime: TestRuntime;
let db: Db;

before(async () => {
  runtime = await startAuthRuntime();
  db = tableDb(runtime);
});
after(async () => {
  db?.client.destroy();
  await runtime?.dispose();
});

async function signUp(language: string, region?: string) {
  const username = uniqueName();
  const email = `${username}@example.com`;
  const password = 'Tomato-Basil-42';
  await post(runtime, '/auth/signup/code', { email, username, language });
  const verified = await post(runtime, '/auth/signup/verify', { email, username, password, language, region, code: latestCode(runtime, email) });
  return { verified, username, password, email };
}

async function unitOf(language: string, region?: string): Promise<unknown> {
  const { verified, username, password } = await signUp(language, region);
  assert.equal(verified.status, 200, verified.text);
  const tokens = await mustSignIn(runtime, username, password);
  return (await get(runtime, '/me/profile', tokens.accessToken)).body.distance_unit;
}

test('miles where the browser says the roads are signed in miles (en-US, en-GB, es-US); km elsewhere and without a region', async () => {
  const cases: [string, string | undefined, string][] = [
    ['en', 'US', 'miles'],
    ['en', 'gb', 'miles'],
    ['es', 'US', 'miles'],
    ['en', 'IE', 'km'],
    ['en', undefined, 'km'],
    ['ja', 'JP', 'km'],
    ['de', undefined, 'km'],
  ];
  for (const [language, region, unit] of cases) assert.equal(await unitOf(language, region), unit, `${language}-${region ?? '(none)'}`);
});

test('a region that is not a two-letter country code is refused with its message, and no account is made', async () => {
  const { verified, username } = await signUp('en', 'USA');
  assert.equal(verified.status, 400, verified.text);
  assert.deepEqual((verified.body.error as { fields: unknown }).fields, [{ path: 'body.region', message: 'Send region as a two-letter country code (US, GB, DE).' }]);
  assert.ok('error' in (await signIn(runtime, username, 'Tomato-Basil-42')), 'no account was made');
});

test("a new profile's unit never overwrites one the profile already holds", async () => {
  const userId = `unit-${uniqueName()}`;
  await startProfile(db, userId, { username: 'first' }, { distance_unit: 'km' });
  const again = await startProfile(db, userId, { username: 'second' }, { distance_unit: 'miles' });
  assert.equal(again.distance_unit, 'km');
  assert.equal(again.username, 'second');
  assert.equal((await getProfile(db, userId))?.distance_unit, 'km');
});
