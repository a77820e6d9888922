import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

/**
 * The `openai` client creates every resource of the API when it is built (admin, assistants,
 * audio, realtime, responses, ... and the streaming and tool-runner helpers behind them: about
 * 440 KB of a bundle); the AI adapter calls one method, `chat.completions.create`. In Lambda
 * bundles every other module under `openai/resources` and `openai/lib` is replaced by one with the
 * same export names whose classes and functions throw a clear error when used, so the AI functions
 * stay under the 500 KB bundle target. A method the adapter starts to use must have its modules
 * added to OPENAI_MODULES_USED (the bundled-adapter test in tests/integration/ai fails otherwise).
 */
export const OPENAI_MODULES_USED = [
  'resources/index.mjs',
  'resources/chat/index.mjs',
  'resources/chat/chat.mjs',
  'resources/chat/completions/index.mjs',
  'resources/chat/completions/completions.mjs',
  'resources/chat/completions/messages.mjs',
  'internal/auth/x509-credential-options.mjs',
] as const;

/**
 * Left-out modules the client calls on every request or construction, with what those calls do
 * for an API-key client kept: `isX509WorkloadIdentity` answers false for a missing identity (the
 * client asks whether its `workloadIdentity` option is an X.509 one; ours is always unset) and
 * throws for any object. `finalizeStreamingFormRequestOptions`, called for every chat completion,
 * only finishes a streaming form the module's own (left-out, throwing) multipart encoders registered
 * in a private map: with them gone the map is always empty and the call does nothing, as here.
 * The rest of multipart encoding (`hasUploadableValue` ...) is only reached by requests that upload
 * files, which chat completions never do. Together about 22 KB.
 */
const PARTIAL_STAND_INS: Readonly<Record<string, string>> = {
  'internal/auth/x509-workload-identity-auth.mjs':
    "export const isX509WorkloadIdentity = (identity) => (!identity || typeof identity !== 'object' ? false : f());",
  'internal/uploads.mjs': 'export const finalizeStreamingFormRequestOptions = () => {};',
};

/**
 * Besides resources and helpers: workload-identity and x509 authentication (the adapter passes an
 * API key), streaming and its decoders (no `stream: true`), query strings (chat completions take
 * none) and file uploads.
 */
const OPENAI_MODULE = /[\\/]node_modules[\\/]openai[\\/]((?:resources|lib|auth|internal[\\/]auth|internal[\\/]decoders|internal[\\/]qs)[\\/].+\.mjs|core[\\/]streaming\.mjs|internal[\\/]uploads\.mjs|internal[\\/]to-file\.mjs)$/;

/** One module of the helpers every left-out module uses, so each of them is a few bytes. */
const HELPERS_PATH = 'forksure-openai-left-out-helpers';
const HELPERS = [
  'export const leftOut = (module) => { throw new Error(`The openai module ${module} is left out of Forksure Lambda bundles (infra/constructs/openai-modules-left-out.ts).`); };',
  "const leftOutObject = (module) => new Proxy({}, { get: (_t, p) => (p === 'then' || typeof p === 'symbol' ? undefined : () => leftOut(module)) });",
  'export const leftOutFunction = (module) => function () { if (!new.target) leftOut(module); return leftOutObject(module); };',
].join('\n');

export const openAiUnusedModulesLeftOut: Plugin = {
  name: 'forksure-openai-unused-modules-left-out',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${HELPERS_PATH}$`) }, () => ({ path: HELPERS_PATH, namespace: HELPERS_PATH }));
    build.onLoad({ filter: /.*/, namespace: HELPERS_PATH }, () => ({ contents: HELPERS, loader: 'js' }));
    build.onLoad({ filter: OPENAI_MODULE }, async (args) => {
      const module = OPENAI_MODULE.exec(args.path)![1]!.replaceAll('\\', '/');
      if ((OPENAI_MODULES_USED as readonly string[]).includes(module)) return undefined;
      return { contents: await leftOutModuleLike(args.path, module), loader: 'js' };
    });
  },
};

/**
 * A module with the export names of the module at `path`. A function export becomes one that
 * throws when called; built with `new` (as the client builds every resource) it gives an object
 * whose every method throws. Other exports are undefined.
 */
export async function leftOutModuleLike(path: string, module: string): Promise<string> {
  const exported = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
  const names = Object.keys(exported).filter((name) => name !== 'default');
  const lines = [`import { leftOutFunction } from '${HELPERS_PATH}';`, `const f = leftOutFunction(${JSON.stringify(module)});`];
  const partial = PARTIAL_STAND_INS[module];
  if (partial) lines.push(partial);
  for (const name of names.filter((n) => !partial?.includes(`export const ${n} =`))) lines.push(`export const ${name} = ${typeof exported[name] === 'function' ? 'f' : 'undefined'};`);
  return lines.join('\n');
}
