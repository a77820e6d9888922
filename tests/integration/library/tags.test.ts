import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { getUserTotals } from '../../../functions/lib/data/user-totals-repository';
import type { DeleteTagResponse, Tag, TaggedListResponse, TaggedRestaurant, TagListResponse, UntagResponse } from '../../../shared/api/library';
import { createTestUser, type TestUser } from '../support/runtime';
import { runtimeWithDbForFile } from '../support/runtime-with-db';
import { call, restaurantCopy, setTier, subOf } from './saved-support';

/**
 * Tag routes through the real local runtime: premium only (free and pro get 403 on every route);
 * names non-blank, at most 50 characters, unique without regard to case (also 10 creates in
 * parallel give one tag); colours from the 16-colour palette, the first unused one by default;
 * tagging upserts the tagged record, the record goes with its last tag, deleting a tag removes its
 * uses; another user's tag ids are refused and their records invisible.
 */
const env = runtimeWithDbForFile();

async function premiumUser(): Promise<TestUser> {
  const user = await createTestUser(env.runtime);
  await setTier(env.db, user, 'premium');
  return user;
}

const createTag = (user: TestUser | undefined, body: unknown) => call<Tag>(env.runtime, 'POST', '/me/tags', user, body);
const listTags = (user: TestUser | undefined) => call<TagListResponse>(env.runtime, 'GET', '/me/tags', user);
const deleteTag = (user: TestUser | undefined, tagId: string) => call<DeleteTagResponse>(env.runtime, 'DELETE', `/me/tags/${tagId}`, user);
const listTagged = (user: TestUser | undefined) => call<TaggedListResponse>(env.runtime, 'GET', '/me/tagged', user);
const tag = (user: TestUser | undefined, restaurantId: string, tagId: string, body: unknown = restaurantCopy(restaurantId)) =>
  call<TaggedRestaurant>(env.runtime, 'PUT', `/me/restaurants/${encodeURIComponent(restaurantId)}/tags/${tagId}`, user, body);
const untag = (user: TestUser | undefined, restaurantId: string, tagId: string) =>
  call<UntagResponse>(env.runtime, 'DELETE', `/me/restaurants/${encodeURIComponent(restaurantId)}/tags/${tagId}`, user);
const tagsCounter = async (user: TestUser) => (await getUserTotals(env.db, subOf(user))).tags;
const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('access', () => {
  test('every route needs a signed-in user', async () => {
    for (const answer of [
      await listTags(undefined),
      await createTag(undefined, { name: 'x' }),
      await deleteTag(undefined, SOME_ID),
      await listTagged(undefined),
      await tag(undefined, 'demo-a', SOME_ID),
      await untag(undefined, 'demo-a', SOME_ID),
    ]) {
      assert.equal(answer.status, 401);
    }
  });

  test('free and pro users get 403 TAGS_PREMIUM_ONLY on every route', async () => {
    const free = await createTestUser(env.runtime);
    const pro = await createTestUser(env.runtime);
    await setTier(env.db, pro, 'pro');
    for (const user of [free, pro]) {
      for (const answer of [
        await listTags(user),
        await createTag(user, { name: 'Date Night' }),
        await deleteTag(user, SOME_ID),
        await listTagged(user),
        await tag(user, 'demo-a', SOME_ID),
        await untag(user, 'demo-a', SOME_ID),
      ]) {
        assert.equal(answer.status, 403);
        assert.equal(answer.body.error?.code, 'TAGS_PREMIUM_ONLY');
      }
    }
    assert.equal(await tagsCounter(free), 0);
  });
});

describe('creating tags', () => {
  test('names: non-blank, at most 50 characters, trimmed; colours from the palette; list by name', async () => {
    const user = await premiumUser();
    const blank = await createTag(user, { name: '   ' });
    assert.equal(blank.status, 400);
    assert.equal(blank.body.error?.fields?.[0]?.message, 'Please enter a tag name');
    assert.equal((await createTag(user, {})).status, 400);
    assert.equal((await createTag(user, { name: 'x'.repeat(51) })).status, 400, '51 characters is one too many');
    assert.equal((await createTag(user, { name: 'Date Night', color: '#123456' })).status, 400, 'not a palette colour');
    assert.equal((await createTag(user, { name: 'Date Night', extra: 1 })).status, 400);

    const fifty = await createTag(user, { name: `  ${'y'.repeat(50)}  ` });
    assert.equal(fifty.status, 201);
    assert.equal(fifty.body.tag_name, 'y'.repeat(50));
    assert.equal(fifty.body.color, '#ef4444', 'the first palette colour when none is used');

    const second = await createTag(user, { name: 'Budget   Friendly' });
    assert.equal(second.body.tag_name, 'Budget Friendly');
    assert.equal(second.body.color, '#f97316', 'the first unused colour');
    assert.equal((await createTag(user, { name: 'Date Night', color: '#8B5CF6' })).body.color, '#8b5cf6');

    const listed = (await listTags(user)).body.tags;
    assert.deepEqual(listed.map((t) => t.tag_name), ['Budget Friendly', 'Date Night', 'y'.repeat(50)]);
    assert.equal(await tagsCounter(user), 3);
  });

  test('duplicate names are refused without regard to case', async () => {
    const user = await premiumUser();
    assert.equal((await createTag(user, { name: 'Late Night' })).status, 201);
    const duplicate = await createTag(user, { name: '  LATE night ' });
    assert.equal(duplicate.status, 409);
    assert.equal(duplicate.body.error?.code, 'TAG_NAME_TAKEN');
    assert.equal(duplicate.body.error?.message, 'A tag with this name already exists');
    assert.equal(await tagsCounter(user), 1, 'the refused create gave its unit back');
  });

  test('10 parallel creates of one name (in different cases): exactly one tag', async () => {
    const user = await premiumUser();
    const names = ['Family Friendly', 'family friendly', 'FAMILY FRIENDLY', 'Family friendly', 'family Friendly'];
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => createTag(user, { name: names[i % names.length] })));
    assert.equal(answers.filter((a) => a.status === 201).length, 1);
    assert.equal(answers.filter((a) => a.status === 409).length, 9);
    assert.equal((await listTags(user)).body.tags.length, 1);
    assert.equal(await tagsCounter(user), 1);
  });

  test('a deleted tag frees its name', async () => {
    const user = await premiumUser();
    const first = await createTag(user, { name: 'Takeout' });
    assert.equal((await deleteTag(user, first.body.id)).status, 200);
    assert.equal((await createTag(user, { name: 'takeout' })).status, 201);
    assert.equal(await tagsCounter(user), 1);
  });
});

describe('tagging restaurants', () => {
  test('tag, list newest first with tag ids, untag; the record goes with its last tag', async () => {
    const user = await premiumUser();
    const a = (await createTag(user, { name: 'Quick Lunch' })).body;
    const b = (await createTag(user, { name: 'Business Meeting' })).body;

    const unknown = await tag(user, 'demo-one', SOME_ID);
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error?.code, 'TAG_NOT_FOUND');
    assert.equal((await tag(user, 'bad id!', a.id, restaurantCopy('bad id!'))).status, 400);
    assert.equal((await tag(user, 'demo-one', 'not/a/tag')).status, 404, 'a slash is another route');
    assert.equal((await tag(user, 'demo-one', 'bad_tag!')).status, 400);
    assert.equal((await tag(user, 'demo-one', a.id, restaurantCopy('demo-two'))).body.error?.code, 'RESTAURANT_ID_MISMATCH');

    const first = await tag(user, 'demo-one', a.id);
    assert.equal(first.status, 200);
    assert.deepEqual(first.body.tag_ids, [a.id]);
    const again = await tag(user, 'demo-one', a.id, restaurantCopy('demo-one', { name: 'Renamed' }));
    assert.deepEqual(again.body.tag_ids, [a.id], 'tagging twice keeps one use');
    assert.equal(again.body.restaurant_data.name, 'Renamed', 'the record is upserted with the copy sent');
    await tag(user, 'demo-one', b.id);
    await new Promise((r) => setTimeout(r, 5));
    await tag(user, 'demo-two', b.id);

    const listed = (await listTagged(user)).body.items;
    assert.deepEqual(listed.map((i) => i.restaurant_id), ['demo-two', 'demo-one'], 'newest first');
    assert.deepEqual(listed[1]!.tags.map((t) => t.tag_name), ['Business Meeting', 'Quick Lunch']);
    assert.deepEqual(new Set(listed[1]!.tag_ids), new Set([a.id, b.id]));

    const removeA = await untag(user, 'demo-one', a.id);
    assert.equal(removeA.body.removed, true);
    assert.deepEqual(removeA.body.item?.tag_ids, [b.id]);
    assert.equal((await untag(user, 'demo-one', a.id)).body.removed, false, 'untagging twice removes once');
    const removeB = await untag(user, 'demo-one', b.id);
    assert.deepEqual(removeB.body, { removed: true, item: null });
    assert.deepEqual((await listTagged(user)).body.items.map((i) => i.restaurant_id), ['demo-two']);
  });

  test('deleting a tag removes its uses (records left without tags go) and counts it down', async () => {
    const user = await premiumUser();
    const a = (await createTag(user, { name: 'Fine Dining' })).body;
    const b = (await createTag(user, { name: 'Group Dining' })).body;
    await tag(user, 'demo-x', a.id);
    await tag(user, 'demo-y', a.id);
    await tag(user, 'demo-y', b.id);
    assert.equal(await tagsCounter(user), 2);

    const deleted = await deleteTag(user, a.id);
    assert.deepEqual(deleted.body, { deleted: true, untaggedRestaurants: 2 });
    assert.equal(await tagsCounter(user), 1);
    const listed = (await listTagged(user)).body.items;
    assert.deepEqual(listed.map((i) => [i.restaurant_id, i.tag_ids]), [['demo-y', [b.id]]]);
    assert.equal((await deleteTag(user, a.id)).status, 404);
    assert.equal(await tagsCounter(user), 1, 'a second delete counts nothing');
  });

  test("another user's tag ids are refused and their records invisible", async () => {
    const owner = await premiumUser();
    const other = await premiumUser();
    const mine = (await createTag(owner, { name: 'Date Night' })).body;
    await tag(owner, 'demo-private', mine.id);

    assert.equal((await tag(other, 'demo-private', mine.id)).status, 404);
    assert.equal((await untag(other, 'demo-private', mine.id)).status, 404);
    assert.equal((await deleteTag(other, mine.id)).status, 404);
    assert.deepEqual((await listTags(other)).body.tags, []);
    assert.deepEqual((await listTagged(other)).body.items, []);
    assert.equal((await createTag(other, { name: 'Date Night' })).status, 201, 'names are unique per user only');
    assert.deepEqual((await listTagged(owner)).body.items.map((i) => i.tag_ids), [[mine.id]]);
  });
});
