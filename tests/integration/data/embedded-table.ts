import { after, before } from 'node:test';
import { startEmbeddedDynamo } from '../../../infra/local/embedded-dynamo';
import { createDb, type Db } from '../../../functions/lib/data/db';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

/**
 * A fresh in-memory dynalite with the single table for one test file. `db()` is valid after the
 * file's `before` hook has run. Each test uses its own user ids, so tests do not share items.
 */
export function useEmbeddedTable(tableName = 'forksure-test'): { db: () => Db; endpoint: () => string } {
  let db: Db | undefined;
  let endpoint: string | undefined;
  let close: (() => Promise<void>) | undefined;
  before(async () => {
    const dynamo = await startEmbeddedDynamo({ tableName });
    endpoint = dynamo.endpoint;
    close = dynamo.close;
    db = createDb({ tableName, dynamoEndpoint: dynamo.endpoint, region: 'local' });
  });
  after(async () => {
    db?.client.destroy();
    await close?.();
  });
  return {
    db: () => {
      if (!db) throw new Error('The embedded table is not started yet (use db() inside tests).');
      return db;
    },
    endpoint: () => endpoint!,
  };
}
