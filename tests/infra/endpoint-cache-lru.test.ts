import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import MnemonistLruCache from 'mnemonist/lru-cache.js';
import SmallLruCache from '../../infra/constructs/small-lru-cache';
import { functions } from '../../functions/routes';
import { bundleCode, lambdaEsbuildOptions } from '../../infra/constructs/lambda-bundling';
import { startEmbeddedDynamo } from '../../infra/local/embedded-dynamo';

/** A seeded generator, so a failure replays. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

test('the small LRU cache answers as mnemonist does over 20,000 random operations', { timeout: 60_000 }, () => {
  for (const capacity of [1, 3, 10]) {
    const next = random(capacity);
    const ours = new SmallLruCache<string, number>(capacity);
    const theirs = new MnemonistLruCache<string, number>(capacity);
    for (let i = 0; i < 20_000; i += 1) {
      const key = `k${Math.floor(next() * (capacity * 2 + 1))}`;
      const op = next();
      const step = `capacity ${capacity}, operation ${i} on ${key}`;
      if (op < 0.35) {
        ours.set(key, i);
        theirs.set(key, i);
      } else if (op < 0.6) assert.equal(ours.get(key), theirs.get(key), `get: ${step}`);
      else if (op < 0.8) assert.equal(ours.peek(key), theirs.peek(key), `peek: ${step}`);
      else if (op < 0.995) assert.equal(ours.has(key), theirs.has(key), `has: ${step}`);
      else {
        ours.clear();
        theirs.clear();
      }
      assert.equal(ours.size, theirs.size, `size: ${step}`);
    }
  }
});

test('a capacity that is not positive is refused, as mnemonist refuses it', { timeout: 10_000 }, () => {
  assert.throws(() => new SmallLruCache(0), /capacity/);
});

test('a bundle that reads the table carries the small cache, not mnemonist', { timeout: 120_000 }, async () => {
  const saved = functions.find((f) => f.name === 'saved')!;
  const { outputFiles, metafile } = await build({ ...lambdaEsbuildOptions(resolve(import.meta.dirname, '..', '..', saved.entry)), write: false, outfile: 'index.mjs', metafile: true });
  bundleCode(outputFiles);
  const inputs = Object.keys(metafile.inputs);
  assert.ok(inputs.some((input) => input.includes('@aws-sdk/endpoint-cache')), 'the SDK endpoint cache is bundled');
  assert.ok(inputs.some((input) => input.endsWith('small-lru-cache.ts')), 'the small cache stands in');
  assert.deepEqual(inputs.filter((input) => input.includes('/mnemonist/')), [], 'mnemonist modules in the bundle');
});

test('a DynamoDB client bundled with the small cache reads and writes the table', { timeout: 120_000 }, async (t) => {
  const repoRoot = resolve(import.meta.dirname, '..', '..');
  const dir = mkdtempSync(join(tmpdir(), 'forksure-endpoint-cache-'));
  const dynamo = await startEmbeddedDynamo({ tableName: 'lru-test' });
  t.after(async () => {
    await dynamo.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const contents = [
    "import { DynamoDBClient, PutItemCommand, GetItemCommand } from '@aws-sdk/client-dynamodb';",
    'export async function roundTrip(endpoint, table) {',
    "  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });",
    "  await client.send(new PutItemCommand({ TableName: table, Item: { pk: { S: 'a' }, sk: { S: 'b' }, v: { S: 'kept' } } }));",
    "  const { Item } = await client.send(new GetItemCommand({ TableName: table, Key: { pk: { S: 'a' }, sk: { S: 'b' } } }));",
    '  return Item?.v?.S;',
    '}',
  ].join('\n');
  const options = lambdaEsbuildOptions(join(repoRoot, 'functions', 'saved', 'handler.ts'));
  const { outputFiles, metafile } = await build({ ...options, entryPoints: undefined, stdin: { contents, resolveDir: repoRoot, loader: 'js' }, write: false, outfile: join(dir, 'index.mjs'), metafile: true });
  assert.ok(Object.keys(metafile.inputs).some((input) => input.endsWith('small-lru-cache.ts')), 'the small cache stands in');
  const file = join(dir, 'index.mjs');
  writeFileSync(file, bundleCode(outputFiles).contents);
  const bundled = (await import(pathToFileURL(file).href)) as { roundTrip: (endpoint: string, table: string) => Promise<string | undefined> };
  assert.equal(await bundled.roundTrip(dynamo.endpoint, 'lru-test'), 'kept');
});
