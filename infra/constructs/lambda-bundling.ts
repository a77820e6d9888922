import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import type { BuildOptions, Plugin } from 'esbuild';
import { functions, type ProviderName } from '../../functions/routes';
import { embeddedAdaptersLeftOut } from './embedded-adapters-left-out';
import { endpointCacheLru } from './endpoint-cache-lru';
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
 * JavaScript) go into bundles as brotli-compressed JSON, unpacked once at cold start: ~60 KB less
 * in the functions that scan or read search text. The sources stay as they are (readable lists,
 * helpers such as `dish()` or `each()`); the bundler imports each data module, and only when every
 * export is plain JSON data (it survives a JSON round trip unchanged) replaces the module by one
 * exporting the same values. Anything else (a function, a Map, an `undefined` field) keeps the
 * module's own code. Word lists only: `index.ts` and `entry.ts` (helpers) are never replaced, so
 * what the lexicons are built from is shared exactly as before.
 *
 * The data modules of one lexicon folder share one compressed blob (brotli finds the words the
 * languages and lists share: ~10 KB less than one blob per module). The blob holds every data
 * module of the folder that another data module does not import (that one's values are already in
 * its importer's JSON); every function that scans imports all of them, so nothing is carried twice. *
 * The compressed blob is not in the JavaScript: it is a file beside the bundle
 * (`<folder>-<hash>.br`, emitted by esbuild's `file` loader into the bundle's folder, so the house
 * construct deploys it with index.mjs), read once at cold start from `import.meta.url`'s folder.
 * As base64 in the code it cost a third more bytes and was parsed as source (issue 19, 2026-11-29:
 * ~34 KB less JavaScript in every function that scans, ~60 KB in those that also read search text).
 * A bundle's own code is therefore `bundleCode(outputFiles)`, not `outputFiles[0]`.
 */
const LEXICON_DATA_MODULE = /[\\/]shared[\\/]domain[\\/](?:allergen-scan|search-lexicon)[\\/]lexicon[\\/][^\\/]+\.ts$/;
const LEXICON_CODE_MODULE = /[\\/](?:index|entry)\.ts$/;
const LEXICON_BLOB = 'forksure-lexicon-data';
/** The namespace of the compressed files beside the bundle (esbuild's `file` loader). */
const PACKED_FILE = 'forksure-packed-file';
const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

export const lexiconDataCompressed: Plugin = {
  name: 'forksure-lexicon-data-compressed',
  setup(build) {
    const blobs = new Map<string, Promise<LexiconBlob>>();
    const blobOf = (folder: string) => blobs.get(folder) ?? blobs.set(folder, lexiconBlob(folder)).get(folder)!;
    // The blob's path is its folder relative to the repository (as the bundle's other inputs are named).
    build.onResolve({ filter: new RegExp(`^${LEXICON_BLOB}:`) }, (args) => ({ path: args.path.slice(LEXICON_BLOB.length + 1), namespace: LEXICON_BLOB }));
    build.onLoad({ filter: /.*/, namespace: LEXICON_BLOB }, async (args) => ({ contents: (await blobOf(resolve(REPO_ROOT, args.path))).contents, loader: 'js' }));
    build.onResolve({ filter: new RegExp(`^${PACKED_FILE}:`) }, (args) => ({ path: args.path.slice(PACKED_FILE.length + 1), namespace: PACKED_FILE }));
    build.onLoad({ filter: /.*/, namespace: PACKED_FILE }, async (args) => ({ contents: (await blobOf(resolve(REPO_ROOT, args.path.replace(/\.br$/, '')))).packed, loader: 'file' }));
    build.onLoad({ filter: LEXICON_DATA_MODULE }, async (args) => {
      if (LEXICON_CODE_MODULE.test(args.path)) return undefined;
      const blob = await blobOf(dirname(args.path));
      const exported = blob.modules.get(basename(args.path));
      // Not in the folder's blob (not plain data, or loaded although a data module imports it): on its own, as before.
      const contents = exported ? blobReader(dirname(args.path), basename(args.path), exported) : await compressedDataModule(args.path);
      return contents === undefined ? undefined : { contents, loader: 'js' };
    });
  },
};

interface LexiconBlob {
  /** File name → its export names, for the modules in the blob. */
  modules: Map<string, string[]>;
  /** The module exporting `data`, unpacked from the file beside the bundle. */
  contents: string;
  /** The brotli-compressed JSON that file holds. */
  packed: Uint8Array;
}

/** The compressed blob of a lexicon folder's data modules (see lexiconDataCompressed). */
async function lexiconBlob(folder: string): Promise<LexiconBlob> {
  const files = readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !LEXICON_CODE_MODULE.test(`/${f}`));
  const plain = new Map<string, Record<string, unknown>>();
  for (const file of files) {
    const exported = await plainDataExports(join(folder, file));
    if (exported) plain.set(file, exported);
  }
  const importedByData = new Set<string>();
  for (const file of plain.keys()) {
    // Type-only imports (`import type { Dish } from './dishes'`) are erased: they inline nothing.
    for (const [, name] of readFileSync(join(folder, file), 'utf8').matchAll(/^import (?!type )[^;]*? from '\.\/([\w-]+)'/gm)) importedByData.add(`${name}.ts`);
  }
  const data = Object.fromEntries([...plain].filter(([file]) => !importedByData.has(file)));
  const file = `${relative(REPO_ROOT, folder).replaceAll('\\', '/')}.br`;
  return {
    modules: new Map(Object.entries(data).map(([name, exported]) => [name, Object.keys(exported)])),
    contents: [
      "import { readFileSync } from 'node:fs';",
      "import { brotliDecompressSync } from 'node:zlib';",
      `import packedFile from ${JSON.stringify(`${PACKED_FILE}:${file}`)};`,
      "const data = JSON.parse(brotliDecompressSync(readFileSync(new URL(packedFile, import.meta.url))).toString('utf8'));",
      'export { data };',
    ].join('\n'),
    packed: brotliPack(JSON.stringify(data)),
  };
}

function blobReader(folder: string, file: string, names: readonly string[]): string {
  return [
    `import { data } from ${JSON.stringify(`${LEXICON_BLOB}:${relative(REPO_ROOT, folder).replaceAll('\\', '/')}`)};`,
    `const module = data[${JSON.stringify(file)}];`,
    ...names.map((name) => `export const ${name} = module[${JSON.stringify(name)}];`),
  ].join('\n');
}

/** The module's exports when every one is plain JSON data; undefined otherwise. */
async function plainDataExports(path: string): Promise<Record<string, unknown> | undefined> {
  const exported = { ...((await import(pathToFileURL(path).href)) as Record<string, unknown>) };
  return isDeepStrictEqual(JSON.parse(JSON.stringify(exported)), exported) ? exported : undefined;
}

function brotliPack(json: string): Buffer {
  return brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json) } });
}

/**
 * The bundle's JavaScript among a build's output files (esbuild lists the files beside it, such as
 * the word lists' compressed file, first).
 */
export function bundleCode<T extends { path: string }>(outputFiles: readonly T[] | undefined): T {
  const code = outputFiles?.filter((f) => /(?:\.m?js|<stdout>)$/.test(f.path));
  if (code?.length !== 1) throw new Error(`expected one JavaScript output, got ${outputFiles?.map((f) => f.path).join(', ')}`);
  return code[0]!;
}

/** Code that sets `const <name>` to the value of `json`, stored brotli-compressed. */
function unpackingModule(json: string, name: string): string {
  const packed = brotliPack(json);
  return [
    "import { brotliDecompressSync } from 'node:zlib';",
    `const ${name} = JSON.parse(brotliDecompressSync(Buffer.from(${JSON.stringify(packed.toString('base64'))}, 'base64')).toString('utf8'));`,
  ].join('\n');
}

/** A module exporting the same JSON data as the module at `path`, stored compressed; undefined when an export is not plain data. */
export async function compressedDataModule(path: string): Promise<string | undefined> {
  const exported = await plainDataExports(path);
  if (!exported) return undefined;
  return [unpackingModule(JSON.stringify(exported), 'data'), ...Object.keys(exported).map((name) => `export const ${name} = data[${JSON.stringify(name)}];`)].join('\n');
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
    plugins: [zodMethodsLeftOut, zodJsonSchemaLeftOut, lexiconDataCompressed, tzLookupDataCompressed, sdkPackageVersionsOnly, stripeUnusedResourcesLeftOut, openAiUnusedModulesLeftOut, embeddedAdaptersLeftOut, endpointCacheLru],
    logLevel: 'error',
  };
}
