import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { createDb, type Db } from '../../../functions/lib/data/db';
import { countTotalFromItems, getUserTotals, type TotalCounter } from '../../../functions/lib/data/user-totals-repository';
import { runCleanup } from '../../../functions/lib/services/operations/cleanup-service';
import type { SaveResponse, SavedIdsResponse, TagLinksResponse, TagListResponse } from '../../../shared/api/library';
import { startChildRuntime, type ChildRuntime } from '../support/child-runtime';
import { createTestUser, type TestUser } from '../support/runtime';
import { writeServerClockFile } from '../support/server-clock';
import { CrashLedger } from './crash-ledger';
import { type LoadUser, startLoad } from './crash-load';
import { restaurantCopy, setTier, subOf } from './saved-support';

/**
 * Real crashes (issue 17 item 5): the runtime in its own process is killed with SIGKILL in the middle
 * of a save/unsave/tag load, three times, and started again on the same data. Then no answered write
 * is lost, each counter stands at most one unit per unanswered request above its stored items (never
 * below), a Free user at the edge can save exactly up to the plan's 5 once the counter has been quiet
 * for a minute, and after the hourly cleanup every counter equals its stored items.
 */
const CRASHES = 3;
/** Answers a round waits for before the kill: every lane is then under way. */
const ANSWERS_BEFORE_CRASH = 60;
const ROUND_LIMIT_MS = 60_000;
/** The rule: a counter above its stored items that has not moved for a minute is drift, repaired when it blocks a save. */
const QUIET_MS = 60_000;
/** The rule: the hourly cleanup repairs counters that have not moved for 15 minutes. */
const CLEANUP_QUIET_MS = 15 * 60_000;
/** The Free plan's saved restaurants (product-rules §5.1). */
const FREE_SAVES = 5;

const dataDir = mkdtempSync(join(tmpdir(), 'forksure-crash-'));
let runtime: ChildRuntime | undefined;
let db: Db | undefined;
after(async () => {
  await runtime?.crash();
  db?.client.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const startSeconds: number[] = [];
async function start(port: number): Promise<ChildRuntime> {
  const began = Date.now();
  runtime = await startChildRuntime(dataDir, port);
  startSeconds.push((Date.now() - began) / 1000);
  db?.client.destroy();
  db = createDb({ tableName: runtime.tableName, dynamoEndpoint: runtime.dynamoEndpoint, region: 'us-east-1' });
  return runtime;
}

async function call<T>(rt: ChildRuntime, method: string, path: string, user: TestUser, body?: unknown): Promise<{ status: number; body: T; text: string }> {
  const res = await fetch(`${rt.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${user.accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, text };
}

async function until(condition: () => boolean, limitMs: number, what: string): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${limitMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The counter and the stored items it counts, read from the table. */
async function counterAndItems(user: TestUser, counter: TotalCounter) {
  const [totals, items] = await Promise.all([getUserTotals(db!, subOf(user)), countTotalFromItems(db!, subOf(user), counter)]);
  return { counter: totals[counter], items };
}

/** Every thing the ledger says must be stored is, and every thing it says must be gone is. */
function assertMatches(ledger: CrashLedger, user: TestUser, kind: string, stored: Set<string>): number {
  let decided = 0;
  for (const { id, expected } of ledger.things(subOf(user), kind)) {
    if (expected === 'stored') assert.ok(stored.has(id), `${user.username}: ${kind} ${id} was answered 2xx and is lost after the crashes`);
    if (expected === 'absent') assert.ok(!stored.has(id), `${user.username}: ${kind} ${id} was removed with a 2xx answer and is back after the crashes`);
    if (expected !== 'either') decided++;
  }
  return decided;
}

/**
 * Through the API, as the users see it: every write answered 2xx is there, every removal answered
 * 2xx holds. Returns how many things were decided (the rest were cut by a crash).
 */
async function assertNoAnsweredWriteLost(rt: ChildRuntime, ledger: CrashLedger, users: TestUser[], tagUsers: TestUser[]): Promise<number> {
  let decided = 0;
  for (const user of users) {
    const saved = await call<SavedIdsResponse>(rt, 'GET', '/me/saved-ids', user);
    assert.equal(saved.status, 200, saved.text);
    decided += assertMatches(ledger, user, 'saved', new Set(saved.body.ids));
  }
  for (const user of tagUsers) {
    const tags = await call<TagListResponse>(rt, 'GET', '/me/tags', user);
    assert.equal(tags.status, 200, tags.text);
    decided += assertMatches(ledger, user, 'tag', new Set(tags.body.tags.map((tag) => tag.id)));
    const links = await call<TagLinksResponse>(rt, 'GET', '/me/tag-links', user);
    assert.equal(links.status, 200, links.text);
    decided += assertMatches(ledger, user, 'link', new Set(links.body.items.flatMap((item) => item.tag_ids.map((id) => `${item.restaurant_id}/${id}`))));
  }
  return decided;
}

test(`${CRASHES} kill -9 restarts under a save/tag load: no answered write lost, counters repaired`, { timeout: 300_000 }, async (t) => {
  const ledger = new CrashLedger();
  let rt = await start(0);
  const port = rt.port;
  const [edge, first, second] = await Promise.all([createTestUser(rt), createTestUser(rt), createTestUser(rt)]);
  await setTier(db!, first!, 'premium');
  await setTier(db!, second!, 'premium');
  // The Free user's 4 restaurants never fill its 5 saves: any refusal it gets comes from drift.
  const load: LoadUser[] = [
    { user: edge!, toggled: ['demo-edge-0', 'demo-edge-1', 'demo-edge-2', 'demo-edge-3'], savingLanes: 0, tagLanes: 0 },
    { user: first!, toggled: [], savingLanes: 3, tagLanes: 2 },
    { user: second!, toggled: [], savingLanes: 3, tagLanes: 2 },
  ];
  const users = load.map((l) => l.user);

  for (let round = 1; round <= CRASHES; round++) {
    if (round > 1) {
      rt = await start(port);
      await assertNoAnsweredWriteLost(rt, ledger, users, [first!, second!]);
    }
    const running = startLoad(rt.url, load, ledger, round);
    await until(() => running.answered() >= ANSWERS_BEFORE_CRASH, ROUND_LIMIT_MS, `${ANSWERS_BEFORE_CRASH} answers in round ${round}`);
    await rt.crash();
    await running.ended;
    t.diagnostic(`round ${round}: ${running.answered()} answers before the kill`);
    assert.deepEqual(running.unexpected, [], `round ${round}: only the limit's 429 may refuse a request of this load`);
  }

  // Started again with the server clock a quiet period on (past the minute, short of the cleanup's 15).
  writeServerClockFile(dataDir, 2 * QUIET_MS);
  rt = await start(port);

  const decided = await assertNoAnsweredWriteLost(rt, ledger, users, [first!, second!]);
  t.diagnostic(`${decided} saved restaurants, tags and tag links whose last write was answered: all as answered`);

  // A crash can only leave a unit taken without its item, or an item removed with its unit still held.
  for (const user of users) {
    for (const counter of ['saved', 'tags'] as const) {
      const { counter: value, items } = await counterAndItems(user, counter);
      const unanswered = ledger.unansweredCount(subOf(user), counter);
      t.diagnostic(`${user === edge ? 'free edge user' : 'premium user'} ${counter}: counter ${value}, items ${items}, unanswered requests ${unanswered}`);
      assert.ok(value >= items, `${user.username}: the ${counter} counter (${value}) is below its ${items} stored items: a plan limit could be beaten`);
      assert.ok(value - items <= unanswered, `${user.username}: the ${counter} counter (${value}) is ${value - items} above its ${items} items, more than the ${unanswered} requests the crashes cut`);
    }
  }

  // The Free user at the edge saves exactly up to the plan, however far its counter drifted.
  const edgeItems = (await counterAndItems(edge!, 'saved')).items;
  assert.ok(edgeItems < FREE_SAVES, `the edge user's 4 restaurants leave room for its 5th save (it has ${edgeItems})`);
  for (let n = edgeItems + 1; n <= FREE_SAVES; n++) {
    const id = `demo-edge-after-${n}`;
    const saved = await call<SaveResponse>(rt, 'PUT', `/me/saved/${id}`, edge!, restaurantCopy(id));
    assert.equal(saved.status, 200, `save number ${n} of a Free user is allowed after the crashes (got ${saved.status} ${saved.text})`);
    assert.equal(saved.body.savedCount, n, `save number ${n} counts ${n}`);
  }
  const sixth = await call<SaveResponse>(rt, 'PUT', '/me/saved/demo-edge-after-6', edge!, restaurantCopy('demo-edge-after-6'));
  assert.equal(sixth.status, 429, `the 6th save of a Free user is refused (got ${sixth.status} ${sixth.text})`);
  assert.deepEqual(await counterAndItems(edge!, 'saved'), { counter: FREE_SAVES, items: FREE_SAVES }, 'the edge user has 5 saved, counted 5');

  // The hourly cleanup, once every counter has been quiet for its 15 minutes, leaves none drifted.
  await runCleanup(db!, { now: new Date(Date.now() + 2 * QUIET_MS + 2 * CLEANUP_QUIET_MS) });
  for (const user of users) {
    for (const counter of ['saved', 'tags'] as const) {
      const { counter: value, items } = await counterAndItems(user, counter);
      assert.equal(value, items, `${user.username}: after the cleanup the ${counter} counter equals its stored items`);
    }
  }
  await rt.stop();
  runtime = undefined;
  t.diagnostic(`starts took ${startSeconds.join(', ')} s`);
});
