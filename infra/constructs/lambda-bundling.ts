import type { BuildOptions } from 'esbuild';
import { functions, type ProviderName } from '../../functions/routes';

/**
 * How every function is bundled (esbuild): the house construct passes these to NodejsFunction and
 * the benchmark bundles with the same values, so the measured size is the deployed size.
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

/** The same bundling as plain esbuild options, for the benchmark and the bundle-size tests. */
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
    logLevel: 'error',
  };
}
