import { readFileSync } from 'node:fs';
import type { BuildOptions, Plugin } from 'esbuild';
import { functions, type ProviderName } from '../../functions/routes';

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
    plugins: [zodJsonSchemaLeftOut],
    logLevel: 'error',
  };
}
