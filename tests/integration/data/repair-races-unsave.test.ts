import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import type { AuthContext } from '../../../functions/lib/caller';
import { createDb, type Db } from '../../../functions/lib/data/db';
import { keys } from '../../../functions/lib/data/keys';
import { countTotalFromItems, getUserTotals, IN_FLIGHT_BOUND_MS, readUserTotals, repairSettledDriftBeforeUse } from '../../../functions/lib/data/user-totals-repository';
import { saveRestaurant, unsaveRestaurant } from '../../../functions/lib/services/library/saved-service';
import { restaurantCopy } from '../library/saved-support';
import { useEmbeddedTable } from './embedded-table';

/**
 * A counter repair (a save recounting a settled counter) that lands inside an unsave, between the
 * item's delete and the unit given back, must not leave the counter below its items: a counter one
 * low would let the user save one more than the plan allows. The repair is run from a middleware on
 * the real document client right after the unsave's delete reaches dynalite, the worst moment.
 */
const table = useEmbeddedTable();
const caller = (userId: string): AuthContext => ({ userId, cognitoUsername: userId, groups: [] });

/** A client that runs `during` once, right after the first delete of one of the user's saved items. */
function dbRunningAfterSavedDelete(userId: string, during: () => Promise<void>): Db {
  const db = createDb({ tableName: table.db().tableName, dynamoEndpoint: table.endpoint(), region: 'local' });
  const savedPrefix = keys.saved(userId, '').sk;
  let ran = false;
  db.client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const key = (args.input as { Key?: { pk?: string; sk?: string } }).Key;
      if (!ran && /^Delete/.test(context.commandName ?? '') && key?.pk === keys.saved(userId, '').pk && key.sk?.startsWith(savedPrefix)) {
        ran = true;
        await during();
      }
      return result;
    },
    { step: 'initialize', name: 'repairAfterSavedDelete' },
  );
  return db;
}

describe('a counter repair racing an unsave', { timeout: 60_000 }, () => {
  for (const when of ['read before the unsave', 'read after the delete'] as const) {
    test(`the counter ends equal to the items (repair ${when})`, async () => {
      const userId = randomUUID();
      const longAgo = new Date(Date.now() - 2 * IN_FLIGHT_BOUND_MS);
      for (const id of ['demo-race-a', 'demo-race-b']) await saveRestaurant({ db: table.db(), now: () => longAgo }, caller(userId), id, restaurantCopy(id));
      // Settled: a repair may run. It read the counters before the unsave, or reads them in the middle.
      const readBefore = await readUserTotals(table.db(), userId);
      const repair = () => repairSettledDriftBeforeUse(table.db(), userId, 'saved', new Date(), when === 'read before the unsave' ? readBefore : undefined);
      const racing = dbRunningAfterSavedDelete(userId, repair);
      try {
        const answer = await unsaveRestaurant({ db: racing }, caller(userId), 'demo-race-a');
        assert.equal(answer.removed, true, 'the unsave removed the item');
      } finally {
        racing.client.destroy();
      }
      const items = await countTotalFromItems(table.db(), userId, 'saved');
      assert.equal(items, 1, 'one saved item is left');
      assert.equal((await getUserTotals(table.db(), userId)).saved, items, 'the counter equals the stored items, never one below');
    });
  }
});
