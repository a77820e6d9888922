import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { consumeDailyUsage, getDailyUsage, releaseDailyUsage } from '../../../functions/lib/data/daily-usage-repository';
import { keys, TOTALS_BUCKET } from '../../../functions/lib/data/keys';
import { LimitReachedError } from '../../../functions/lib/data/limits';
import { getProfile, updateProfile } from '../../../functions/lib/data/profile-repository';
import { claimUsername, releaseUsername } from '../../../functions/lib/data/username-repository';
import { decrementTotal, getUserTotals, incrementTotal } from '../../../functions/lib/data/user-totals-repository';
import { changeProfile, readProfile } from '../../../functions/lib/services/profile-service';
import { DAILY_SEARCH_ALLOWANCE } from '../../../shared/domain/plans';
import { startOfUtcDate } from '../../../shared/domain/utc-dates';
import { useEmbeddedTable } from './embedded-table';

const table = useEmbeddedTable();
const caller = (userId: string, username = `${userId}-name`) => ({ userId, username, groups: [] });

describe('profile repository and service', () => {
  test('a user without a profile item reads the defaults and the sign-in username', async () => {
    assert.equal(await getProfile(table.db(), 'p-new'), undefined);
    assert.deepEqual(await readProfile(table.db(), caller('p-new', 'newbie')), {
      username: 'newbie',
      distance_unit: 'miles',
      language: 'en',
      dietary_preferences: [],
      allergies: [],
    });
  });

  test('round trip: saved fields come back, omitted fields keep their value', async () => {
    const db = table.db();
    await changeProfile(db, caller('p-1'), { distance_unit: 'km', language: 'fr', allergies: ['Peanuts', 'Soy'] });
    const afterSecond = await changeProfile(db, caller('p-1'), { dietary_preferences: ['Vegan'] });
    const expected = { username: 'p-1-name', distance_unit: 'km', language: 'fr', dietary_preferences: ['Vegan'], allergies: ['Peanuts', 'Soy'] };
    assert.deepEqual(afterSecond, expected);
    assert.deepEqual(await readProfile(db, caller('p-1')), expected);
    const stored = await getProfile(db, 'p-1');
    assert.ok(stored?.createdAt && stored.updatedAt, 'timestamps are kept');
  });

  test('profiles are per user', async () => {
    await updateProfile(table.db(), 'p-a', { language: 'ja' });
    assert.equal((await readProfile(table.db(), caller('p-b'))).language, 'en');
  });

  test('a username held by another user is refused with 409, case-insensitively', async () => {
    const db = table.db();
    await changeProfile(db, caller('u-owner'), { username: 'Chef_Ana' });
    await assert.rejects(changeProfile(db, caller('u-other'), { username: 'chef_ana' }), (error: Error & { status?: number; code?: string }) => {
      assert.equal(error.status, 409);
      assert.equal(error.code, 'USERNAME_TAKEN');
      return true;
    });
    assert.equal((await readProfile(db, caller('u-other'))).username, 'u-other-name');
  });

  test('renaming frees the old name for others; a case-only change keeps it', async () => {
    const db = table.db();
    await changeProfile(db, caller('u-r'), { username: 'first_name' });
    await changeProfile(db, caller('u-r'), { username: 'First_Name' });
    assert.equal(await claimUsername(db, 'u-someone', 'first_name'), false, 'still held after a case-only change');
    await changeProfile(db, caller('u-r'), { username: 'second_name' });
    assert.equal(await claimUsername(db, 'u-someone', 'first_name'), true, 'released after a real rename');
    assert.equal((await readProfile(db, caller('u-r'))).username, 'second_name');
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
    assert.equal((await readProfile(table.db(), caller('p-old'))).distance_unit, 'miles');
  });
});

describe('daily usage repository', () => {
  test('counts per UTC date, stops at the allowance, and a new date starts from zero', async () => {
    const db = table.db();
    for (let i = 0; i < DAILY_SEARCH_ALLOWANCE; i++) await consumeDailyUsage(db, 'd-1', '2025-06-10', 'searches', DAILY_SEARCH_ALLOWANCE);
    await assert.rejects(consumeDailyUsage(db, 'd-1', '2025-06-10', 'searches', DAILY_SEARCH_ALLOWANCE), LimitReachedError);
    assert.equal(await consumeDailyUsage(db, 'd-1', '2025-06-11', 'searches', DAILY_SEARCH_ALLOWANCE), 1);
    const now = new Date('2025-06-10T20:00:00Z');
    assert.deepEqual(await getDailyUsage(db, 'd-1', '2025-06-10', now), { searches: 10, scrapes: 0, feedback: 0, menuGenerations: 0 });
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
