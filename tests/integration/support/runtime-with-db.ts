import { after, before } from 'node:test';
import { createDb, type Db } from '../../../functions/lib/data/db';
import { startTestRuntime, type TestRuntime } from './runtime';
import { setServerClockToMidday } from './server-clock';

export interface RuntimeWithDb {
  readonly runtime: TestRuntime;
  /** A DynamoDB client on the runtime's table, for set-up and checks the API does not offer. */
  readonly db: Db;
}

/**
 * For a test file: the real local runtime started before its tests, with a client on its table;
 * both go after them. Read `runtime` and `db` inside tests (they exist once `before` has run).
 * `clockAtMidday`: the server clock stands at 12:00 UTC of today (for files that count daily allowances).
 */
export function runtimeWithDbForFile(options: { clockAtMidday?: boolean } = {}): RuntimeWithDb {
  let runtime: TestRuntime | undefined;
  let db: Db | undefined;
  before(async () => {
    runtime = await startTestRuntime();
    db = createDb({ tableName: runtime.tableName, dynamoEndpoint: runtime.dynamoEndpoint, region: 'us-east-1' });
    if (options.clockAtMidday) await setServerClockToMidday(runtime.dataDir);
  });
  after(async () => {
    db?.client.destroy();
    await runtime?.dispose();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The runtime is read before the file started it (use it inside tests).');
    return value;
  };
  return {
    get runtime() {
      return started(runtime);
    },
    get db() {
      return started(db);
    },
  };
}
