import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { consumeDailyUsage, getDailyUsage, releaseDailyUsage } from '../../../functions/lib/data/daily-usage-repository';
import { keys, TOTALS_BUCKET } from '../../../functions/lib/data/keys';
import { LimitReachedError } from '../../../functions/lib/errors';
import { getProfile, updateProfile } from '../../../functions/lib/data/profile-repository';
import { claimUsername, releaseUsername } from '../../../functions/lib/data/username-repository';
import { decrementTotal, getUserTotals, incrementTotal } from '../../../functions/lib/data/user-totals-repository';
import { type IdentityPort, UsernameExistsError } from '../../../functions/lib/identity/port';
import { changeProfile, readProfile } from '../../../functions/lib/services/account/profile-service';
import { DAILY_SEARCH_ALLOWANCE } from '../../../shared/domain/plans';
import { startOfUtcDate } from '../../../shared/domain/utc-dates';
import { useEmbeddedTable } from './embedded-table';

const table = useEmbeddedTable();
const caller = (userId: string) => ({ userId, cognitoUsername: `${userId}-opaque-id`, groups: [] });

/** The identity port as the profile service uses it: renames set the Cognito sign-in alias. */
function aliasIdentity(refuse: (name: string) => boolean = () => false) {
  const renames: [string, string][] = [];
  const notUsed = () => Promise.reject(new Error('not used by the profile service'));
  const identity: IdentityPort = {
    createUser: notUsed,
    deleteUser: notUsed,
    getUser: notUsed,
    checkPassword: notUsed,
    setPassword: notUsed,
    setVerifiedEmail: notUsed,
    signOutEverywhere: notUsed,
    async setPreferredUsername(cognitoUsername, name) {
      if (refuse(name)) throw new UsernameExistsError();
      renames.push([cognitoUsername, name]);
    },
  };
  return { identity, renames };
}
const deps = (identity: IdentityPort = aliasIdentity().identity) => ({ db: table.db(), identity: () => identity });

describe('profile repository and service', () => {
  test('a user without a profile item reads the defaults, and no username (never the token\'s opaque id)', async () => {
    assert.equal(await getProfile(table.db(), 'p-new'), undefined);
    assert.deepEqual(await readProfile(deps(), caller('p-new')), {
      username: '',
      distance_unit: 'miles',
      language: 'en',
      dietary_preferences: [],
      allergies: [],
      allergy_severities: {},
    });
  });

  test('round trip: saved fields come back, omitted fields keep their value', async () => {
    await updateProfile(table.db(), 'p-1', { username: 'p-1-name' });
    await changeProfile(deps(), caller('p-1'), { distance_unit: 'km', language: 'fr', allergies: ['Peanuts', 'Soy'] });
    const afterSecond = await changeProfile(deps(), caller('p-1'), { dietary_preferences: ['Vegan'] });
    // Allergies saved without severities read as "allergy" (product-rules §11.4).
    const expected = {
      username: 'p-1-name',
      distance_unit: 'km',
      language: 'fr',
      dietary_preferences: ['Vegan'],
      allergies: ['Peanuts', 'Soy'],
      allergy_severities: { Peanuts: 'allergy', Soy: 'allergy' },
    };
    assert.deepEqual(afterSecond, expected);
    assert.deepEqual(await readProfile(deps(), caller('p-1')), expected);
    const stored = await getProfile(table.db(), 'p-1');
    assert.ok(stored?.createdAt && stored.updatedAt, 'timestamps are kept');
  });

  test('profiles are per user', async () => {
    await updateProfile(table.db(), 'p-a', { language: 'ja' });
    assert.equal((await readProfile(deps(), caller('p-b'))).language, 'en');
  });

  test('a username held by another user is refused as a conflict, case-insensitively', async () => {
    const { identity, renames } = aliasIdentity();
    await changeProfile(deps(identity), caller('u-owner'), { username: 'Chef_Ana' });
    await updateProfile(table.db(), 'u-other', { username: 'other_name' });
    await assert.rejects(changeProfile(deps(identity), caller('u-other'), { username: 'chef_ana' }), (error: Error & { kind?: string; code?: string }) => {
      assert.equal(error.kind, 'conflict');
      assert.equal(error.code, 'USERNAME_TAKEN');
      return true;
    });
    assert.equal((await readProfile(deps(), caller('u-other'))).username, 'other_name');
    assert.deepEqual(renames, [['u-owner-opaque-id', 'Chef_Ana']], 'a name refused by the table never reaches Cognito');
  });

  test('renaming sets the Cognito alias and frees the old name for others; a case-only change keeps it', async () => {
    const db = table.db();
    const { identity, renames } = aliasIdentity();
    await changeProfile(deps(identity), caller('u-r'), { username: 'first_name' });
    await changeProfile(deps(identity), caller('u-r'), { username: 'First_Name' });
    assert.equal(await claimUsername(db, 'u-someone', 'first_name'), false, 'still held after a case-only change');
    await changeProfile(deps(identity), caller('u-r'), { username: 'second_name' });
    assert.equal(await claimUsername(db, 'u-someone', 'first_name'), true, 'released after a real rename');
    assert.equal((await readProfile(deps(), caller('u-r'))).username, 'second_name');
    assert.deepEqual(renames.map(([id, name]) => `${id} ${name}`), ['u-r-opaque-id first_name', 'u-r-opaque-id First_Name', 'u-r-opaque-id second_name']);
  });

  test('Cognito refusing the new name (another account\'s alias): 409, the new claim released, nothing changed', async () => {
    const db = table.db();
    const { identity } = aliasIdentity((name) => name === 'held_in_cognito');
    await changeProfile(deps(identity), caller('u-c'), { username: 'cognito_kept' });
    await assert.rejects(changeProfile(deps(identity), caller('u-c'), { username: 'held_in_cognito', language: 'de' }), (error: Error & { code?: string }) => {
      assert.equal(error.code, 'USERNAME_TAKEN');
      return true;
    });
    const profile = await readProfile(deps(), caller('u-c'));
    assert.equal(profile.username, 'cognito_kept');
    assert.equal(profile.language, 'en', 'the other fields of a refused request are not saved either');
    assert.equal(await claimUsername(db, 'u-else', 'held_in_cognito'), true, 'the new claim was released');
    assert.equal(await claimUsername(db, 'u-else', 'cognito_kept'), false, 'the old name is still held');
    // A case-only change refused by Cognito keeps the current name's claim.
    const refuseAll = aliasIdentity(() => true).identity;
    await assert.rejects(changeProfile(deps(refuseAll), caller('u-c'), { username: 'COGNITO_KEPT' }));
    assert.equal(await claimUsername(db, 'u-else', 'cognito_kept'), false);
  });

  test('only the holder can release a username', async () => {
    const db = table.db();
    assert.equal(await claimUsername(db, 'holder', 'kept_name'), true);
    await releaseUsername(db, 'intruder', 'kept_name');
    assert.equal(await claimUsername(db, 'intruder', 'kept_name'), false);
  });

  test('a stored field that no longer validates reads as its default', async () => {
    await table.db().client.send(
      new PutCommand({ TableName: table.db().tableName, Item: { ...keys.profile('p-old'), entity: 'profile', distance_unit: 'leagues' } }),
    );
    assert.equal((await readProfile(deps(), caller('p-old'))).distance_unit, 'miles');
  });
});

describe('daily usage repository', () => {
  test('counts per UTC date, stops at the allowance, and a new date starts from zero', async () => {
    const db = table.db();
    for (let i = 0; i < DAILY_SEARCH_ALLOWANCE; i++) await consumeDailyUsage(db, 'd-1', '2025-06-10', 'searches', DAILY_SEARCH_ALLOWANCE);
    await assert.rejects(consumeDailyUsage(db, 'd-1', '2025-06-10', 'searches', DAILY_SEARCH_ALLOWANCE), LimitReachedError);
    assert.equal(await consumeDailyUsage(db, 'd-1', '2025-06-11', 'searches', DAILY_SEARCH_ALLOWANCE), 1);
    const now = new Date('2025-06-10T20:00:00Z');
    assert.deepEqual(await getDailyUsage(db, 'd-1', '2025-06-10', now), { searches: 10, scrapes: 0, feedback: 0, historyWrites: 0, reviewAnalyses: 0, verdictReports: 0 });
  });

  test('the usage item expires a week after its date and is then read as zero', async () => {
    const db = table.db();
    await consumeDailyUsage(db, 'd-2', '2025-06-10', 'scrapes', 5);
    const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.dailyUsage('d-2', '2025-06-10') }));
    const expected = Math.floor(startOfUtcDate('2025-06-18').getTime() / 1000);
    assert.equal(Item?.expiresAt, expected);
    assert.equal(Item?.gsi2pk, 'EXPIRES#2025-06-18');
    assert.equal((await getDailyUsage(db, 'd-2', '2025-06-10', new Date('2025-06-19T00:00:00Z'))).scrapes, 0);
  });

  test('a released unit can be used again', async () => {
    const db = table.db();
    await consumeDailyUsage(db, 'd-3', '2025-06-10', 'feedback', 1);
    await releaseDailyUsage(db, 'd-3', '2025-06-10', 'feedback');
    assert.equal(await consumeDailyUsage(db, 'd-3', '2025-06-10', 'feedback', 1), 1);
  });
});

describe('user totals repository', () => {
  test('saved and tag counts respect the plan limit and never go below zero', async () => {
    const db = table.db();
    assert.deepEqual(await getUserTotals(db, 't-1'), { saved: 0, tags: 0 });
    for (let i = 0; i < 5; i++) await incrementTotal(db, 't-1', 'saved', 5);
    await assert.rejects(incrementTotal(db, 't-1', 'saved', 5), LimitReachedError);
    await incrementTotal(db, 't-1', 'tags', -1);
    await decrementTotal(db, 't-1', 'tags');
    await decrementTotal(db, 't-1', 'tags');
    assert.deepEqual(await getUserTotals(db, 't-1'), { saved: 5, tags: 0 });
  });

  test('the totals item is listed under TOTALS in the expiry index', async () => {
    const db = table.db();
    await incrementTotal(db, 't-2', 'saved', 5);
    const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.userTotals('t-2') }));
    assert.equal(Item?.gsi2pk, TOTALS_BUCKET);
    assert.equal(Item?.gsi2sk, 'USER#t-2');
    assert.equal(Item?.entity, 'userTotals');
  });
});
