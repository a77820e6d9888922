import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import type { BuildOptions, Plugin } from 'esbuild';
import { functions, type ProviderName } from '../../functions/routes';
import { embeddedAdaptersLeftOut } from './embedded-adapters-left-out';
import { openAiUnusedModulesLeftOut } from './openai-modules-left-out';
import { sdkPackageVersionsOnly } from './sdk-package-versions-only';
import { stripeUnusedResourcesLeftOut } from './stripe-resources-left-out';
import { tzLookupDataCompressed } from './tz-lookup-data-compressed';
import { zodMethodsLeftOut } from './zod-methods-left-out';

/**
 * How every function is bundled (esbuild): the house construct bundles with `lambdaEsbuildOptions`
 * (through `bundle-function.ts`) and so do the benchmark and the bundling tests, so the measured
 * size is the deployed size.
 */
export const LAMBDA_BUNDLING = {
  target: 'node22',
  mainFields: ['module', 'main'],
  minify: true,
  // Non-ASCII text (the emails' Japanese, Korean and Chinese) as UTF-8, not \uXXXX escapes.
  charset: 'utf8',
  // ESM output still meets CommonJS dependencies that call require(); give them one.
  banner:
    "import { createRequire as __forksureCreateRequire } from 'node:module'; const require = __forksureCreateRequire(import.meta.url);",
  /**
   * The credential sources Lambda never reaches. Lambda puts the role's credentials in the
   * environment, which the SDK's default chain reads first (`fromEnv`); the other sources (SSO,
   * shared ini files, credential processes, web identity, container/instance metadata) are loaded
   * with dynamic `import()` only when the environment has none. Left out of the bundle they save
   * about 90 KB per function; if one were ever needed it resolves from the Lambda runtime's own SDK.
   */
  externalModules: [
    '@aws-sdk/credential-provider-sso',
    '@aws-sdk/credential-provider-ini',
    '@aws-sdk/credential-provider-process',
    '@aws-sdk/credential-provider-web-identity',
    '@aws-sdk/credential-provider-http',
    '@aws-sdk/credential-provider-login',
    '@aws-sdk/nested-clients',
    '@aws-sdk/token-providers',
    '@smithy/credential-provider-imds',
  ],
} as const;

/**
 * The SDK's event-stream code (about 20 KB) is loaded by a dynamic `import()` only when an
 * operation streams events; of our ports only speech streams (Transcribe streaming). Every other
 * function leaves it out. One that ever called a streaming operation would, at that call, load the
 * Lambda runtime's own copy (another version) or fail to find it: add its port here.
 */
const STREAMING_PORTS: readonly ProviderName[] = ['speech'];
const EVENT_STREAMS_MODULE = '@smithy/core/event-streams';

/** The modules left out of the bundle of the function whose handler is `entry` (absolute or repository-relative). */
export function externalModulesFor(entry: string): string[] {
  const def = functions.find((f) => entry.replaceAll('\\', '/').endsWith(f.entry));
  const streams = def?.providers.some((p) => STREAMING_PORTS.includes(p)) ?? false;
  return [...LAMBDA_BUNDLING.externalModules, ...(streams ? [] : [EVENT_STREAMS_MODULE])];
}

/**
 * zod's JSON Schema generation (`z.toJSONSchema`, a schema's `.toJSONSchema()` and its
 * `~standard.jsonSchema`) is about 16 KB that every zod schema references but no function calls:
 * only the API documentation generator does, outside Lambda. In bundles its two modules are
 * replaced by ones with the same exports that throw when called, so validation, parsing and every
 * error message are zod's own and unchanged. A zod release that renames or adds an export used by
 * zod itself fails the build ("No matching export"), never the function at run time.
 */
const ZOD_JSON_SCHEMA_MODULE = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](?:to-json-schema|json-schema-processors)\.js$/;
export const JSON_SCHEMA_LEFT_OUT_MESSAGE = 'zod JSON Schema generation is left out of Forksure Lambda bundles (infra/constructs/lambda-bundling.ts).';

export const zodJsonSchemaLeftOut: Plugin = {
  name: 'forksure-zod-json-schema-left-out',
  setup(build) {
    build.onLoad({ filter: ZOD_JSON_SCHEMA_MODULE }, (args) => ({ contents: throwingModuleLike(readFileSync(args.path, 'utf8')), loader: 'js' }));
  },
};

/** A module with the same export names as `source` whose functions throw; `create…Method` factories return such a function. */
export function throwingModuleLike(source: string): string {
  const names = new Set<string>();
  for (const [, name] of source.matchAll(/^export (?:async )?(?:function\*?|const|let|var|class) ([\w$]+)/gm)) names.add(name!);
  for (const [, list] of source.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const item of list!.split(',')) {
      const exported = item.trim().split(/\s+as\s+/).pop();
      if (exported) names.add(exported);
    }
  }
  const lines = [`const leftOut = () => { throw new Error(${JSON.stringify(JSON_SCHEMA_LEFT_OUT_MESSAGE)}); };`];
  for (const name of names) lines.push(`export const ${name} = ${/^create\w*Method$/.test(name) ? '() => leftOut' : 'leftOut'};`);
  return lines.join('\n');
}

/**
 * The word lists of the allergen scan and the search lexicon (nine languages, ~100 KB of
 * JavaScript) go into bundles as brotli-compressed JSON, unpacked once at cold start: ~50 KB less
 * in the functions that scan or read search text. The sources stay as they are (readable lists,
 * helpers such as `dish()` or `each()`); the bundler imports each data module, and only when every
 * export is plain JSON data (it survives a JSON round trip unchanged) replaces the module by one
 * exporting the same values. Anything else (a function, a Map, an `undefined` field) keeps the
 * module's own code. Word lists only: `index.ts` and `entry.ts` (helpers) are never replaced, so
 * what the lexicons are built from is shared exactly as before.
 */
const LEXICON_DATA_MODULE = /[\\/]shared[\\/]domain[\\/](?:allergen-scan|search-lexicon)[\\/]lexicon[\\/][^\\/]+\.ts$/;
const LEXICON_CODE_MODULE = /[\\/](?:index|entry)\.ts$/;

export const lexiconDataCompressed: Plugin = {
  name: 'forksure-lexicon-data-compressed',
  setup(build) {
    build.onLoad({ filter: LEXICON_DATA_MODULE }, async (args) => {
      if (LEXICON_CODE_MODULE.test(args.path)) return undefined;
      const contents = await compressedDataModule(args.path);
      return contents === undefined ? undefined : { contents, loader: 'js' };
    });
  },
};

/** A module exporting the same JSON data as the module at `path`, stored compressed; undefined when an export is not plain data. */
export async function compressedDataModule(path: string): Promise<string | undefined> {
  const exported = { ...((await import(pathToFileURL(path).href)) as Record<string, unknown>) };
  const json = JSON.stringify(exported);
  if (!isDeepStrictEqual(JSON.parse(json), exported)) return undefined;
  const packed = brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: json.length } });
  return [
    "import { brotliDecompressSync } from 'node:zlib';",
    `const data = JSON.parse(brotliDecompressSync(Buffer.from(${JSON.stringify(packed.toString('base64'))}, 'base64')).toString('utf8'));`,
    ...Object.keys(exported).map((name) => `export const ${name} = data[${JSON.stringify(name)}];`),
  ].join('\n');
}

/** The same bundling as plain esbuild options, for the house construct, the benchmark and the bundle-size tests. */
export function lambdaEsbuildOptions(entryPoint: string): BuildOptions {
  return {
    entryPoints: [entryPoint],
    bundle: true,
    minify: LAMBDA_BUNDLING.minify,
    charset: LAMBDA_BUNDLING.charset,
    format: 'esm',
    platform: 'node',
    target: LAMBDA_BUNDLING.target,
    mainFields: [...LAMBDA_BUNDLING.mainFields],
    banner: { js: LAMBDA_BUNDLING.banner },
    external: externalModulesFor(entryPoint),
    plugins: [zodMethodsLeftOut, zodJsonSchemaLeftOut, lexiconDataCompressed, tzLookupDataCompressed, sdkPackageVersionsOnly, stripeUnusedResourcesLeftOut, openAiUnusedModulesLeftOut, embeddedAdaptersLeftOut],
    logLevel: 'error',
  };
}
