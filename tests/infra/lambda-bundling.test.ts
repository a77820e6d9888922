import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { build, type Metafile } from 'esbuild';
import * as z from 'zod';
import { ForksureFunction } from '../../infra/constructs/forksure-function';
import { bundleCode, JSON_SCHEMA_LEFT_OUT_MESSAGE, lambdaEsbuildOptions } from '../../infra/constructs/lambda-bundling';
import type { sesMailAdapter as SesMailAdapter } from '../../functions/lib/providers/mail/ses-adapter';
import { startWireServer } from '../../functions/lib/testing/wire-server';
import * as allergenScan from '../../shared/domain/allergen-scan';
import * as searchLexicon from '../../shared/domain/search-lexicon';
import { loadProducts } from '../bench/allergen-scan';

/** Bundled as the house construct bundles (infra/constructs/lambda-bundling.ts). */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const outDir = join(repoRoot, 'test-results', 'infra-lambda-bundling');

async function bundle(entry: string) {
  const result = await build({ ...lambdaEsbuildOptions(resolve(repoRoot, entry)), write: false, outfile: 'index.mjs', metafile: true });
  return { inputs: Object.keys(result.metafile.inputs), externals: externalImports(result.metafile), code: bundleCode(result.outputFiles).contents };
}

function externalImports(metafile: Metafile): string[] {
  return Object.values(metafile.inputs).flatMap((input) => input.imports.filter((i) => i.external).map((i) => i.path));
}

const UNUSED_CREDENTIAL_SOURCES = ['credential-provider-sso', 'credential-provider-ini', 'credential-provider-process', 'credential-provider-web-identity', 'credential-provider-imds'];

test('a function that streams nothing leaves out the event-stream code and the credential sources Lambda never uses', async () => {
  const { inputs, externals } = await bundle('functions/auth-signup/handler.ts');
  assert.ok(inputs.some((path) => path.includes('node_modules/@aws-sdk/client-ses/')), 'the SES client is bundled');
  assert.ok(inputs.some((path) => path.includes('node_modules/@aws-sdk/client-secrets-manager/')), 'the Secrets Manager client is bundled');
  assert.deepEqual(inputs.filter((path) => path.includes('/event-streams/')), []);
  assert.ok(externals.includes('@smithy/core/event-streams'), `expected externals.includes('@smithy/core/event-streams'); got externals = ${inspect(externals)}`);
  for (const source of UNUSED_CREDENTIAL_SOURCES) assert.deepEqual(inputs.filter((path) => path.includes(source)), [], source);
});

test('each function bundles only the SDK clients of its own ports', async () => {
  const clientsOf = async (entry: string) =>
    [...new Set((await bundle(entry)).inputs.flatMap((path) => /node_modules\/@aws-sdk\/(client-[^/]+)\//.exec(path)?.[1] ?? []))].sort();
  // No table (routes.ts table: 'none'): since http/ no longer imports the data layer, no DynamoDB client either.
  assert.deepEqual(await clientsOf('functions/search-translate/handler.ts'), ['client-translate']);
  assert.deepEqual(await clientsOf('functions/geocode/handler.ts'), ['client-location']);
  assert.deepEqual(await clientsOf('functions/places-search/handler.ts'), ['client-dynamodb', 'client-secrets-manager']);
  // Saved lists scan each place again, so `saved` reads places (the Google key's secret) too.
  assert.deepEqual(await clientsOf('functions/saved/handler.ts'), ['client-dynamodb', 'client-secrets-manager']);
  assert.deepEqual(await clientsOf('functions/history/handler.ts'), ['client-dynamodb']);
  assert.deepEqual(await clientsOf('functions/auth-signup/handler.ts'), ['client-cognito-identity-provider', 'client-dynamodb', 'client-secrets-manager', 'client-ses']);
});

test('the streaming function (Transcribe) keeps the event-stream code', async () => {
  const { inputs, externals } = await bundle('functions/speech-transcribe/handler.ts');
  assert.ok(inputs.some((path) => path.includes('@smithy/core/dist-es/submodules/event-streams/')), `expected inputs.some((path) => path.includes('@smithy/core/dist-es/submodules/event-streams/')); got inputs = ${inspect(inputs)}`);
  assert.ok(!externals.includes('@smithy/core/event-streams'), `expected !externals.includes('@smithy/core/event-streams'); got externals = ${inspect(externals)}`);
});

/** The bundled SDK client really works without what was left out (a non-streaming call through the bundle). */
test('an adapter bundled this way sends through its SDK client', async (t) => {
  mkdirSync(outDir, { recursive: true });
  const entry = join(outDir, 'ses-entry.ts');
  writeFileSync(entry, `export { sesMailAdapter } from ${JSON.stringify(join(repoRoot, 'functions/lib/providers/mail/ses-adapter.ts'))};\n`);
  const result = await build({ ...lambdaEsbuildOptions(entry), write: false });
  const file = join(outDir, 'ses-bundle.mjs');
  writeFileSync(file, bundleCode(result.outputFiles).contents);
  const { sesMailAdapter } = (await import(pathToFileURL(file).href)) as { sesMailAdapter: typeof SesMailAdapter };

  const server = await startWireServer(() => ({
    status: 200,
    headers: { 'content-type': 'text/xml' },
    body: '<SendEmailResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/"><SendEmailResult><MessageId>bundled-1</MessageId></SendEmailResult></SendEmailResponse>',
  }));
  t.after(() => server.close());
  const aws = { endpoint: server.endpoint, region: 'eu-west-1', credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' } };
  const sent = await sesMailAdapter({ aws, fromAddress: 'hello@mail.forksure.example' }).send({ to: 'ana@example.com', subject: 'S', text: 'T', html: '<p>T</p>' });
  assert.deepEqual(sent, { messageId: 'bundled-1' });
  assert.equal(new URLSearchParams(server.requests[0]!.body).get('Action'), 'SendEmail');
});

/** The house construct really bundles (CDK asset, local esbuild with the house options and plugins). */
test('a ForksureFunction deploys the bundle the benchmark measures, with its source map', async (t) => {
  const cdkOut = mkdtempSync(join(tmpdir(), 'forksure-cdk-bundle-'));
  t.after(() => rmSync(cdkOut, { recursive: true, force: true }));
  const app = new App({ outdir: cdkOut });
  const stack = new Stack(app, 'BundlingProbe');
  new ForksureFunction(stack, 'Fn', { name: 'health', entry: 'functions/health/handler.ts', environment: {}, logRetention: RetentionDays.ONE_WEEK });
  const template = app.synth().getStackByName('BundlingProbe').template as { Resources: Record<string, { Type: string; Properties: { Code: { S3Key: string }; Handler: string } }> };
  const fn = Object.values(template.Resources).find((resource) => resource.Type === 'AWS::Lambda::Function')!;
  assert.equal(fn.Properties.Handler, 'index.handler');
  const assetDir = join(cdkOut, `asset.${fn.Properties.Code.S3Key.replace(/\.zip$/, '')}`);
  assert.deepEqual(readdirSync(assetDir).sort(), ['index.mjs', 'index.mjs.map']);

  const measured = await build({ ...lambdaEsbuildOptions(resolve(repoRoot, 'functions/health/handler.ts')), write: false, outfile: join(assetDir, 'index.mjs') });
  const deployed = readFileSync(join(assetDir, 'index.mjs'), 'utf8').replace(/\/\/# sourceMappingURL=index\.mjs\.map\n$/, '');
  assert.equal(deployed, bundleCode(measured.outputFiles).text);
  assert.ok(deployed.includes(JSON_SCHEMA_LEFT_OUT_MESSAGE), 'built with the house plugins');
});

test('a ForksureFunction that scans deploys the compressed word lists beside its bundle', async (t) => {
  const cdkOut = mkdtempSync(join(tmpdir(), 'forksure-cdk-bundle-'));
  t.after(() => rmSync(cdkOut, { recursive: true, force: true }));
  const app = new App({ outdir: cdkOut });
  const stack = new Stack(app, 'BundlingProbe');
  new ForksureFunction(stack, 'Fn', { name: 'menus-generate', entry: 'functions/menus-generate/handler.ts', environment: {}, logRetention: RetentionDays.ONE_WEEK });
  const template = app.synth().getStackByName('BundlingProbe').template as { Resources: Record<string, { Type: string; Properties: { Code: { S3Key: string } } }> };
  const fn = Object.values(template.Resources).find((resource) => resource.Type === 'AWS::Lambda::Function')!;
  const assetDir = join(cdkOut, `asset.${fn.Properties.Code.S3Key.replace(/\.zip$/, '')}`);
  const files = readdirSync(assetDir).sort();
  assert.deepEqual(files.filter((name) => !name.endsWith('.br')), ['index.mjs', 'index.mjs.map']);
  const packed = files.filter((name) => name.endsWith('.br'));
  assert.equal(packed.length, 1, `the allergen-scan word lists; got ${inspect(files)}`);
  assert.ok(readFileSync(join(assetDir, 'index.mjs'), 'utf8').includes(`"./${packed[0]}"`), 'the bundle reads that file');
});

test("zod's JSON Schema generation is left out of bundles; parsing and zod's own messages are not", async (t) => {
  mkdirSync(outDir, { recursive: true });
  const entry = join(outDir, 'zod-entry.ts');
  writeFileSync(entry, "import * as z from 'zod';\nexport { z };\n");
  const result = await build({ ...lambdaEsbuildOptions(entry), write: false, metafile: true });
  const file = join(outDir, 'zod-bundle.mjs');
  writeFileSync(file, bundleCode(result.outputFiles).contents);
  t.after(() => rmSync(file, { force: true }));
  const bundled = ((await import(pathToFileURL(file).href)) as { z: typeof z }).z;

  const schema = (zod: typeof z) => zod.strictObject({ email: zod.email(), count: zod.number().int().min(1), tags: zod.array(zod.string().trim().max(3)).optional() });
  for (const input of [{ email: 'a@b.co', count: 2 }, { email: 'nope', count: 0.5, tags: ['four'], extra: true }, null, { count: '1' }]) {
    const outcome = (result: ReturnType<ReturnType<typeof schema>['safeParse']>) => ({ data: result.data, issues: result.error?.issues.map((issue) => ({ ...issue })) });
    assert.deepEqual(outcome(schema(bundled).safeParse(input)), outcome(schema(z).safeParse(input)), JSON.stringify(input));
  }
  assert.throws(() => bundled.toJSONSchema(schema(bundled)), { message: JSON_SCHEMA_LEFT_OUT_MESSAGE });
  assert.throws(() => schema(bundled).toJSONSchema(), { message: JSON_SCHEMA_LEFT_OUT_MESSAGE });
  assert.throws(() => schema(bundled)['~standard'].jsonSchema.input({ target: 'draft-2020-12' }), { message: JSON_SCHEMA_LEFT_OUT_MESSAGE });
  assert.equal(typeof z.toJSONSchema(schema(z)), 'object', 'unbundled (web, docs, tests) zod keeps it');
});

/** The lexicons go into bundles compressed; what the scan and the search-text reading answer must not change. */
test('bundled with compressed word lists, the allergen scan and the search-text reading answer exactly as the sources do', async (t) => {
  mkdirSync(outDir, { recursive: true });
  const entry = join(outDir, 'lexicon-entry.ts');
  const from = (path: string) => JSON.stringify(join(repoRoot, path));
  writeFileSync(
    entry,
    [
      `export { compileScanProfile, scanText, ALLERGY_CATEGORIES, DIETS } from ${from('shared/domain/allergen-scan/index.ts')};`,
      `export { extractSearchInfo, readSearchText, translateWithLexicon, lexiconLanguageVotes } from ${from('shared/domain/search-lexicon/index.ts')};`,
    ].join('\n'),
  );
  const plain = await build({ ...lambdaEsbuildOptions(entry), plugins: [], write: false });
  // Its own folder: the compressed word lists are written beside the bundle, as the construct deploys them.
  const bundleDir = join(outDir, 'lexicon-bundle');
  rmSync(bundleDir, { recursive: true, force: true });
  t.after(() => rmSync(bundleDir, { recursive: true, force: true }));
  const file = join(bundleDir, 'index.mjs');
  const result = await build({ ...lambdaEsbuildOptions(entry), outfile: file, write: false, metafile: true });
  for (const output of result.outputFiles) {
    mkdirSync(dirname(output.path), { recursive: true });
    writeFileSync(output.path, output.contents);
  }
  const packedFiles = readdirSync(bundleDir).filter((name) => name.endsWith('.br'));
  assert.equal(packedFiles.length, 2, `one compressed file per lexicon folder beside the bundle; got ${inspect(readdirSync(bundleDir))}`);
  assert.ok(!bundleCode(result.outputFiles).text.includes("Buffer.from("), 'the word lists are not in the JavaScript (as base64)');
  const packedInputs = Object.keys(result.metafile.inputs).filter((path) => /domain\/(allergen-scan|search-lexicon)\/lexicon\//.test(path));
  assert.ok(packedInputs.length >= 10, 'the word lists are bundled');
  assert.ok(bundleCode(result.outputFiles).contents.length < bundleCode(plain.outputFiles).contents.length - 100 * 1024, 'compressed beside the bundle: its JavaScript at least 100 KB smaller');

  const source = { ...allergenScan, ...searchLexicon };
  const bundled = (await import(pathToFileURL(file).href)) as typeof source;
  assert.deepEqual(bundled.ALLERGY_CATEGORIES, source.ALLERGY_CATEGORIES);
  assert.deepEqual(bundled.DIETS, source.DIETS);

  const preferences = { allergies: [...source.ALLERGY_CATEGORIES.map((c) => c.label), 'kiwi'], dietaryPreferences: source.DIETS.map((d) => d.label) };
  const texts = [
    ...loadProducts().filter((_, i) => i % 7 === 0).map((p) => p.ingredients),
    'Pad thai with peanuts; may contain traces of shellfish. Coconut milk curry (dairy free).',
    'グルテンフリーのパン、卵不使用。えび、かに、小麦、そば、落花生を含む',
    '땅콩버터 샌드위치, 우유 무첨가, 새우튀김',
    '花生酱面包，无麸质，含有牛奶和鸡蛋；不含芝麻',
    'Haselnusskuchen mit Kräuterbutter, milchfrei; Erdnüssen',
  ];
  for (const text of texts) assert.deepEqual(bundled.scanText(text, bundled.compileScanProfile(preferences)), source.scanText(text, source.compileScanProfile(preferences)), text);

  const searches: [string, 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ja' | 'ko' | 'zh'][] = [
    ['cheap vegan sushi without peanuts near me', 'en'],
    ['restaurante mexicano barato sin gluten', 'es'],
    ['restaurant italien sans lactose pas cher', 'fr'],
    ['günstiges vegetarisches Restaurant ohne Nüsse', 'de'],
    ['pizzeria economica senza glutine', 'it'],
    ['comida japonesa sem frutos do mar', 'pt'],
    ['安いラーメン屋 卵なし', 'ja'],
    ['저렴한 비건 식당 땅콩 없는', 'ko'],
    ['便宜的素食餐厅 不含花生', 'zh'],
  ];
  for (const [text, language] of searches) {
    assert.deepEqual(bundled.readSearchText({ text, language }), source.readSearchText({ text, language }), text);
    assert.deepEqual(bundled.extractSearchInfo({ originalText: text, language }), source.extractSearchInfo({ originalText: text, language }), text);
    assert.deepEqual(bundled.translateWithLexicon(text, language), source.translateWithLexicon(text, language), text);
    assert.deepEqual(bundled.lexiconLanguageVotes(text), source.lexiconLanguageVotes(text), text);
  }

  // The bundle really reads them from beside itself: without those files, it cannot load.
  for (const name of packedFiles) rmSync(join(bundleDir, name));
  writeFileSync(join(bundleDir, 'again.mjs'), readFileSync(file));
  await assert.rejects(import(pathToFileURL(join(bundleDir, 'again.mjs')).href), { code: 'ENOENT' });
});
