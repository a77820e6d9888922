import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import * as z from 'zod';
import { bundleCode, lambdaEsbuildOptions } from '../../infra/constructs/lambda-bundling';
import { CALLS_REFUSED, withMethodsLeftOut, ZOD_METHODS_LEFT_OUT, zodMethodLeftOutMessage } from '../../infra/constructs/zod-methods-left-out';

/** Bundled as the house construct bundles (infra/constructs/lambda-bundling.ts). */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const outDir = join(repoRoot, 'test-results', 'infra-zod-methods-left-out');

async function bundledZod(t: { after: (fn: () => void) => void }): Promise<typeof z> {
  mkdirSync(outDir, { recursive: true });
  const entry = join(outDir, 'zod-entry.ts');
  writeFileSync(entry, "import * as z from 'zod';\nexport { z };\n");
  const result = await build({ ...lambdaEsbuildOptions(entry), write: false });
  const file = join(outDir, 'zod-bundle.mjs');
  writeFileSync(file, bundleCode(result.outputFiles).contents);
  t.after(() => rmSync(outDir, { recursive: true, force: true }));
  return ((await import(pathToFileURL(file).href)) as { z: typeof z }).z;
}

test("bundled zod keeps what the contracts use, with zod's own answers and messages", async (t) => {
  const bundled = await bundledZod(t);
  // What the contracts in shared/api use: formats kept, wrappers, checks, objects, catch/default, refine, pipe, and/or.
  const schema = (zod: typeof z) =>
    zod.strictObject({
      email: zod.email(),
      site: zod.string().url().optional(),
      at: zod.iso.datetime().optional(),
      name: zod.string().trim().toLowerCase().min(2).max(5).startsWith('a').regex(/^[a-z]+$/),
      count: zod.number().int().nonnegative().max(9).default(1),
      kind: zod.enum(['x', 'y']).catch('x'),
      tags: zod.array(zod.string().max(3)).max(2).nullable().optional(),
      pair: zod.object({ a: zod.literal(1) }).and(zod.object({ b: zod.boolean() })).optional(),
      code: zod.string().transform((s) => s.length).pipe(zod.number().positive()).optional(),
      even: zod.number().refine((n) => n % 2 === 0, { message: 'even only' }).optional(),
      loose: zod.looseObject({ id: zod.string() }).partial().extend({ n: zod.number().nullish() }).optional(),
      map: zod.record(zod.string(), zod.union([zod.string(), zod.number()])).optional(),
    });
  const inputs = [
    { email: 'a@b.co', name: ' ABc ', count: 3, kind: 'y', tags: ['one'], pair: { a: 1, b: true }, code: 'abc', even: 4, loose: { id: 'x', extra: 1 }, map: { a: 1 } },
    { email: 'nope', site: 'not a url', at: 'yesterday', name: 'bcdefgh', count: -1.5, kind: 'z', tags: ['four', 'x', 'y'], pair: { a: 2 }, code: '', even: 3, loose: { n: 'x' }, map: { a: true }, extra: 1 },
    null,
    { count: '1' },
  ];
  for (const input of inputs) {
    const outcome = (result: ReturnType<ReturnType<typeof schema>['safeParse']>) => ({ data: result.data, issues: result.error?.issues.map((issue) => ({ ...issue })) });
    assert.deepEqual(outcome(schema(bundled).safeParse(input)), outcome(schema(z).safeParse(input)), JSON.stringify(input));
  }
  assert.equal(bundled.prettifyError(schema(bundled).safeParse(inputs[1]).error!), z.prettifyError(schema(z).safeParse(inputs[1]).error!));
});

test('a left-out zod method throws a message naming the plugin; unbundled zod keeps it', async (t) => {
  const bundled = await bundledZod(t);
  assert.throws(() => bundled.string().ipv4(), { message: zodMethodLeftOutMessage('ipv4') });
  assert.throws(() => bundled.string().uuid(), { message: zodMethodLeftOutMessage('uuid') });
  assert.throws(() => bundled.object({}).passthrough(), { message: zodMethodLeftOutMessage('passthrough') });
  assert.throws(() => bundled.number().multipleOf(2), { message: zodMethodLeftOutMessage('multipleOf') });
  assert.throws(() => bundled.string().exactOptional(), { message: zodMethodLeftOutMessage('exactOptional') });
  assert.throws(() => bundled.object({ a: bundled.string() }).pick({ a: true }), { message: zodMethodLeftOutMessage('pick') });
  assert.throws(() => bundled.string().describe('x'), { message: zodMethodLeftOutMessage('describe') });
  assert.equal(z.string().ipv4().safeParse('1.2.3.4').success, true, 'unbundled (web, tests, docs) zod keeps it');
});

test('a source file of ours that calls a left-out zod method fails the build, naming the method', async (t) => {
  mkdirSync(outDir, { recursive: true });
  t.after(() => rmSync(outDir, { recursive: true, force: true }));
  const entry = join(outDir, 'uses-ipv4.ts');
  writeFileSync(entry, "import * as z from 'zod';\nexport const Address = z.string().ipv4();\n");
  await assert.rejects(build({ ...lambdaEsbuildOptions(entry), write: false }), (error: Error) => error.message.includes(zodMethodLeftOutMessage('ipv4')));
});

test('every left-out method is found in this zod release (a renamed one fails the build)', () => {
  const source = readFileSync(join(repoRoot, 'node_modules/zod/v4/classic/schemas.js'), 'utf8');
  const out = withMethodsLeftOut(source);
  for (const method of ZOD_METHODS_LEFT_OUT) assert.ok(out.includes(`${method}() { __forksureZodLeftOut(${JSON.stringify(method)}); }`), method);
  assert.throws(() => withMethodsLeftOut(source.replace(/\n {4}ipv4\(params\) \{/, '\n    ipv4Renamed(params) {')), /\.ipv4\(\) was not found/);
});

test('no source of ours calls a left-out zod method (functions and shared)', () => {
  // The build checks the files a bundle includes; this checks them all, including any a function may import later.
  const pattern = `\\.(${CALLS_REFUSED.join('|')})\\s*\\(`;
  const found = (() => {
    try {
      return execFileSync('git', ['grep', '-nE', pattern, '--', 'functions/*.ts', 'shared/*.ts', ':!*.test.ts'], { cwd: repoRoot, encoding: 'utf8' });
    } catch {
      return '';
    }
  })();
  assert.equal(found, '');
});
