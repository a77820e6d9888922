import { after, before } from 'node:test';
import { type EmbeddedDynamo, startEmbeddedDynamo } from '../../../infra/local/embedded-dynamo';
import { createDb, type Db } from '../../../functions/lib/data/db';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export interface EmbeddedTable {
  /** Starts the store once; other `before` hooks may await it (hook order is not guaranteed). */
  start(): Promise<void>;
  db(): Db;
  endpoint(): string;
}

/**
 * A fresh in-memory dynalite with the single table for one test file, started before its tests and
 * closed after them. Each test uses its own user ids, so tests do not share items.
 */
export function useEmbeddedTable(tableName = 'forksure-test'): EmbeddedTable {
  let db: Db | undefined;
  let dynamo: EmbeddedDynamo | undefined;
  let starting: Promise<void> | undefined;
  const start = () =>
    (starting ??= startEmbeddedDynamo({ tableName }).then((started) => {
      dynamo = started;
      db = createDb({ tableName, dynamoEndpoint: started.endpoint, region: 'local' });
    }));
  before(start);
  after(async () => {
    db?.client.destroy();
    await dynamo?.close();
  });
  return {
    start,
    db: () => {
      if (!db) throw new Error('The embedded table is not started yet (use db() inside tests).');
      return db;
    },
    endpoint: () => {
      if (!dynamo) throw new Error('The embedded table is not started yet.');
      return dynamo.endpoint;
    },
  };
}
