import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { Template } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { functions, scheduledFunctions, type ProviderName } from '../../functions/routes';
import { PROVIDER_CHOICES } from '../../functions/lib/providers/selection';
import { EMBEDDED_ONLY_IMPORTS, embeddedLeftOutMessage } from '../../infra/constructs/embedded-adapters-left-out';
import { lambdaEsbuildOptions } from '../../infra/constructs/lambda-bundling';
import { buildApp, type CfnJson, logicalId } from './helpers';

/**
 * Lambda bundles leave the embedded places and AI adapters out (infra/constructs/
 * embedded-adapters-left-out.ts): stand-ins that throw replace what the selection modules import
 * for their embedded branch. That branch must be unreachable in AWS: every function whose bundle
 * holds a stand-in is deployed with its port's production adapter selected.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const STAND_IN_NAMESPACE = 'forksure-embedded-left-out';

/** The ports whose embedded adapter is left out of the bundle of `entry` (from the metafile). */
async function leftOutPorts(entry: string): Promise<Set<ProviderName>> {
  const { metafile } = await build({ ...lambdaEsbuildOptions(resolve(repoRoot, entry)), write: false, metafile: true });
  const ports = new Set<ProviderName>();
  for (const input of Object.keys(metafile.inputs)) {
    if (!input.startsWith(`${STAND_IN_NAMESPACE}:`)) continue;
    const port = EMBEDDED_ONLY_IMPORTS.find((e) => input.startsWith(`${STAND_IN_NAMESPACE}:${e.selection}:`))?.port;
    assert.ok(port, `stand-in ${input} belongs to a port`);
    ports.add(port);
  }
  return ports;
}

test('every function whose bundle leaves an embedded adapter out selects that port\'s production adapter in AWS', async () => {
  const { stacks } = buildApp();
  const template = Template.fromStack(stacks.api);
  const lambdas = template.findResources('AWS::Lambda::Function');
  const checked: string[] = [];
  for (const { name, entry } of [...functions, ...scheduledFunctions]) {
    const ports = await leftOutPorts(entry);
    if (ports.size === 0) continue;
    const fn = stacks.api.functions.get(name);
    assert.ok(fn, `${name} bundles a stand-in but is not deployed by the API stack: check its provider setting`);
    const env = (lambdas[logicalId(fn.function, stacks.api)]?.Properties as Record<string, CfnJson>).Environment?.Variables ?? {};
    for (const port of ports) {
      const { env: name_, production } = PROVIDER_CHOICES[port];
      assert.equal(env[name_], production, `${name}: ${name_} must be ${production}, its bundle has no embedded ${port} adapter`);
    }
    checked.push(name);
  }
  // The functions this test exists for: it fails if the plugin stops replacing anything.
  for (const name of ['menus-generate', 'reviews-analyze', 'places-search', 'places-details']) assert.ok(checked.includes(name), `${name} leaves the embedded adapters out`);
});

test('the bundled selection modules choose the production adapters, and the embedded branch fails with the setting to fix', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'forksure-embedded-left-out-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const production = { PLACES_PROVIDER: 'google-places', AI_PROVIDER: 'openai', GOOGLE_PLACES_API_KEY: 'k', OPENAI_API_KEY: 'sk' };
  const local = { PLACES_PROVIDER: 'embedded-osm-demo', AI_PROVIDER: 'embedded-knowledge-base' };
  const modules = [
    { source: 'functions/lib/providers/places/places.ts', create: 'createPlacesPort', port: 'places' },
    { source: 'functions/lib/providers/ai/menu-ai.ts', create: 'createMenuAiPort', port: 'ai' },
    { source: 'functions/lib/providers/ai/review-ai.ts', create: 'createReviewAiPort', port: 'ai' },
  ] as const;
  for (const { source, create, port } of modules) {
    const outfile = join(dir, `${create}.mjs`);
    await build({ ...lambdaEsbuildOptions(resolve(repoRoot, source)), outfile });
    const bundled = (await import(pathToFileURL(outfile).href)) as Record<string, (env: NodeJS.ProcessEnv) => { id?: string; estimateMenu?: unknown }>;
    const adapter = bundled[create]!(production);
    if (port === 'ai') assert.equal(adapter.id, 'openai', source);
    else assert.ok(adapter, source);
    // Embedded selected: the stand-in throws when the adapter is built or first used.
    const failure = await (async () => {
      const embedded = bundled[create]!(local) as Record<string, unknown>;
      const method = Object.values(embedded).find((v): v is (input: unknown) => unknown => typeof v === 'function');
      await method?.({});
    })().then(() => undefined, (e: unknown) => e as Error);
    assert.equal(failure?.message, embeddedLeftOutMessage(port), source);
  }
});
