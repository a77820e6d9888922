import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { makeStormWritesAtomic, type StormFileEngine } from './cognito-atomic-store';

// The engine cognito-local itself loads (its own copy of stormdb).
const requireFromCognito = createRequire(createRequire(join(process.cwd(), 'package.json')).resolve('cognito-local/package.json'));
type EngineClass = (new (path: string, options: object) => StormFileEngine) & { prototype: StormFileEngine };
const { localFileEngine } = requireFromCognito('stormdb') as { localFileEngine: EngineClass };

/** States of very different lengths, as a pool's file has when users come and go. */
const state = (index: number) => ({ Users: Object.fromEntries(Array.from({ length: (index % 2) * 40 + 1 }, (_, user) => [`u${user}`, { index }])) });

describe("a user pool's file under concurrent saves", () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'pool-file-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('61 saves in flight at once, the last one short, leave the last state, whole and parseable, and no temporary file', { timeout: 30_000 }, async () => {
    makeStormWritesAtomic(localFileEngine);
    const engine = new localFileEngine(join(directory, 'pool.json'), { async: true });
    await Promise.all(Array.from({ length: 61 }, (_, index) => engine.write(state(index))));
    assert.deepEqual(JSON.parse(readFileSync(join(directory, 'pool.json'), 'utf8')), state(60));
    assert.equal(readdirSync(directory).join(' '), 'pool.json', 'no temporary file is left');
  });

  it('a state changed after its save was called is written as it was at the call', { timeout: 30_000 }, async () => {
    makeStormWritesAtomic(localFileEngine);
    const engine = new localFileEngine(join(directory, 'pool.json'), { async: true });
    const live = { Users: { a: 1 } as Record<string, number> };
    const saved = engine.write(live);
    live.Users.b = 2;
    await saved;
    assert.deepEqual(JSON.parse(readFileSync(join(directory, 'pool.json'), 'utf8')), { Users: { a: 1 } });
  });

  it('synchronous saves replace the file whole as well', { timeout: 30_000 }, () => {
    makeStormWritesAtomic(localFileEngine);
    const engine = new localFileEngine(join(directory, 'pool.json'), { async: false });
    engine.write(state(1));
    engine.write(state(0));
    assert.deepEqual(JSON.parse(readFileSync(join(directory, 'pool.json'), 'utf8')), state(0));
    assert.equal(readdirSync(directory).join(' '), 'pool.json', 'no temporary file is left');
  });
});
