import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import type { AuthContext } from '../../../functions/lib/caller';
import { createDb, type Db } from '../../../functions/lib/data/db';
import { keys } from '../../../functions/lib/data/keys';
import { createMenuAiPort } from '../../../functions/lib/providers/ai/menu-ai';
import { createPlacesPort } from '../../../functions/lib/providers/places/places';
import { saveRestaurant } from '../../../functions/lib/services/library/saved-service';
import { generateMenu } from '../../../functions/lib/services/menus/menu-generation-service';
import { restaurantCopy } from '../library/saved-support';
import { demoRestaurantIds } from '../menus/menu-support';
import { useEmbeddedTable } from './embedded-table';

/**
 * A request reads the caller's plan (the subscription on the profile item) and the totals once, and
 * passes them on (issue 17 item 11). Counted on the real document client against dynalite: a
 * middleware notes every read command and the key it reads.
 */
const table = useEmbeddedTable();

const READ_COMMANDS = new Set(['GetItemCommand', 'QueryCommand', 'BatchGetItemCommand']);

interface CountingDb {
  db: Db;
  /** Reads of one item, by what they read: `subscription`, `profile`, `totals`, or the sort key. */
  reads: Map<string, number>;
}

/** Its own client on the embedded table, so only this request's reads are counted. */
function countingDb(userId: string): CountingDb {
  const db = createDb({ tableName: table.db().tableName, dynamoEndpoint: table.endpoint(), region: 'local' });
  const reads = new Map<string, number>();
  db.client.middlewareStack.add(
    (next, context) => async (args) => {
      if (READ_COMMANDS.has(context.commandName ?? '')) {
        const label = readLabel(userId, args.input as { Key?: { pk?: string; sk?: string }; ProjectionExpression?: string; ExpressionAttributeNames?: Record<string, string> });
        reads.set(label, (reads.get(label) ?? 0) + 1);
      }
      return next(args);
    },
    { step: 'initialize', name: 'countReads' },
  );
  return { db, reads };
}

/** The subscription lives on the profile item: a read of it that asks for the tier is the plan read. */
function readLabel(userId: string, input: { Key?: { pk?: string; sk?: string }; ProjectionExpression?: string; ExpressionAttributeNames?: Record<string, string> }): string {
  const key = input.Key;
  if (!key) return 'query';
  if (key.pk === keys.userTotals(userId).pk && key.sk === keys.userTotals(userId).sk) return 'totals';
  if (key.pk === keys.profile(userId).pk && key.sk === keys.profile(userId).sk) {
    const named = Object.values(input.ExpressionAttributeNames ?? {});
    return input.ProjectionExpression && named.includes('subscription_tier') ? 'subscription' : 'profile';
  }
  return String(key.sk);
}

const caller = (userId: string): AuthContext => ({ userId, cognitoUsername: userId, groups: [] });

describe('one read of the plan and the totals per request', { timeout: 60_000 }, () => {
  test('a save reads the subscription once and the totals once', async () => {
    const userId = randomUUID();
    const { db, reads } = countingDb(userId);
    try {
      const answer = await saveRestaurant({ db }, caller(userId), 'demo-reads-1', restaurantCopy('demo-reads-1'));
      assert.equal(answer.created, true, 'the save went through');
      assert.equal(reads.get('subscription'), 1, `subscription reads: ${JSON.stringify([...reads])}`);
      assert.equal(reads.get('totals'), 1, `totals reads: ${JSON.stringify([...reads])}`);
    } finally {
      db.client.destroy();
    }
  });

  test('a menu generation reads the subscription once, the totals once and the profile once', async () => {
    const userId = randomUUID();
    const { db, reads } = countingDb(userId);
    const [restaurantId] = demoRestaurantIds(1);
    try {
      const answer = await generateMenu({ db, places: createPlacesPort({ DEMO_PLACES: '1' }), ai: createMenuAiPort({}) }, caller(userId), { restaurantId: restaurantId! });
      assert.equal(answer.cached, false, 'a new menu was generated');
      assert.equal(reads.get('subscription'), 1, `subscription reads: ${JSON.stringify([...reads])}`);
      assert.equal(reads.get('totals'), 1, `totals reads: ${JSON.stringify([...reads])}`);
      assert.equal(reads.get('profile'), 1, `profile reads: ${JSON.stringify([...reads])}`);
    } finally {
      db.client.destroy();
    }
  });
});
