import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';

/**
 * zod's classic API puts every method on every schema (`z.string()` carries `.ipv4()`, `.jwt()`,
 * `.cuid2()` ...), so a bundler keeps each format's check, regex and locale text even when no
 * schema uses it: about 14 KB of every Lambda bundle (19 KB with the helpers, below). In Lambda bundles the methods below are
 * replaced, in zod's `classic/schemas.js`, by ones that throw a message naming this file; every other
 * method, parsing and every error message stay zod's own.
 *
 * Never silently at run time: the same plugin reads every source file of ours the bundle includes
 * and fails the build when one calls a left-out method (`.ipv4(`); a zod release that renames or
 * moves one fails the build too (the method is not found where it is replaced). Only names no
 * source of functions/ or shared/ calls (on anything) are listed, so the check has no false alarm
 * today; a new call of such a name, zod's or not (`.pick(` on a lodash object, say), fails the
 * build with this message: remove the name from this list to bundle it.
 */
export const ZOD_METHODS_LEFT_OUT = [
  // string formats no contract uses (email, url and the ISO date/time formats stay)
  'jwt', 'emoji', 'guid', 'uuid', 'uuidv4', 'uuidv6', 'uuidv7', 'nanoid', 'cuid', 'cuid2', 'ulid', 'base64', 'base64url', 'xid', 'ksuid',
  'ipv4', 'ipv6', 'cidrv4', 'cidrv6', 'e164', 'slugify',
  // wrappers and codecs no contract uses
  'exactOptional', 'prefault', 'nonoptional', 'encodeAsync', 'decodeAsync', 'safeEncode', 'safeDecode', 'safeEncodeAsync', 'safeDecodeAsync',
  // object and number methods no contract uses
  'safeExtend', 'exactPartial', 'catchall', 'passthrough', 'keyof', 'multipleOf',
  // methods with plainer names that no source of functions/ or shared/ calls on anything today
  // (`.encode`, `.decode`, `.normalize`, `.toUpperCase`, `.length`, `.apply`, `.or` are called, so they stay)
  'readonly', 'pick', 'omit', 'merge', 'required', 'strict', 'strip', 'loose', 'validate', 'validateAsync', 'isOptional', 'isNullable',
  'describe', 'lowercase', 'uppercase', 'nonempty', 'safe', 'negative', 'nonpositive', 'step', 'finite',
] as const;

export const zodMethodLeftOutMessage = (method: string) =>
  `zod's .${method}() is left out of Forksure Lambda bundles (infra/constructs/zod-methods-left-out.ts).`;

const ZOD_CLASSIC_SCHEMAS = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
/** Our own sources (TypeScript outside node_modules), checked for calls of a left-out method. */
const OWN_SOURCE = /\.(?:ts|tsx|mts)$/;
const DEPENDENCY = /[\\/]node_modules[\\/]/;
/** zod's own functions that call left-out methods (JSON Schema → zod builds `.uuid()`, `.passthrough()` ...). */
const ZOD_FUNCTIONS_CALLING_THEM = ['fromJSONSchema'];
/** The calls a bundled source of ours may not make: `.name(` for each of these names. */
export const CALLS_REFUSED: readonly string[] = [...ZOD_METHODS_LEFT_OUT, ...ZOD_FUNCTIONS_CALLING_THEM];
const LEFT_OUT_CALL = new RegExp(`\\.(${CALLS_REFUSED.join('|')})\\s*\\(`);

/** zod's classic schemas with the left-out methods (prototype entries, four-space indent) replaced by throwing ones. */
export function withMethodsLeftOut(source: string): string {
  let out = source;
  for (const method of ZOD_METHODS_LEFT_OUT) {
    // `    name(args) {` or `    name: async function _name(args) {` … the closing `    },` at the same indent.
    const definition = new RegExp(`\\n    (?:async )?${method}(?:: (?:async )?function [\\w$]*)?\\([^)]*\\) \\{\\n[\\s\\S]*?\\n    \\},?(?=\\n)`, 'g');
    let found = 0;
    out = out.replace(definition, (whole) => {
      found++;
      return `\n    ${method}() { __forksureZodLeftOut(${JSON.stringify(method)}); }${whole.endsWith(',') ? ',' : ''}`;
    });
    if (found === 0) throw new Error(`zod's .${method}() was not found in zod/v4/classic/schemas.js: update ZOD_METHODS_LEFT_OUT (infra/constructs/zod-methods-left-out.ts) for this zod release.`);
  }
  // zod reaches its helpers through the namespace `util` re-exported by core/index.js, which keeps every helper
  // (base64 and hex codecs, slugify, pick/omit ...: ~5 KB) in a bundle; the same module imported directly
  // (`import * as util`) lets the bundler keep only the helpers used. Same module, same functions.
  const utilImport = 'import { util } from "../core/index.js";';
  if (!out.includes(utilImport)) throw new Error(`zod/v4/classic/schemas.js no longer has '${utilImport}': update withMethodsLeftOut (infra/constructs/zod-methods-left-out.ts) for this zod release.`);
  out = out.replace(utilImport, 'import * as util from "../core/util.js";').replaceAll('core.util.', 'util.');
  const helper = `function __forksureZodLeftOut(method) { throw new Error(${JSON.stringify(zodMethodLeftOutMessage('METHOD'))}.replace('METHOD', method)); }`;
  return `${out}\n${helper}\n`;
}

export const zodMethodsLeftOut: Plugin = {
  name: 'forksure-zod-methods-left-out',
  setup(build) {
    build.onLoad({ filter: ZOD_CLASSIC_SCHEMAS }, (args) => ({ contents: withMethodsLeftOut(readFileSync(args.path, 'utf8')), loader: 'js' }));
    build.onLoad({ filter: OWN_SOURCE }, (args) => {
      if (DEPENDENCY.test(args.path)) return undefined;
      const call = LEFT_OUT_CALL.exec(readFileSync(args.path, 'utf8'));
      if (!call) return undefined;
      const name = call[1]!;
      const what = ZOD_FUNCTIONS_CALLING_THEM.includes(name) ? `zod's ${name}() builds schemas with methods left out of Forksure Lambda bundles (infra/constructs/zod-methods-left-out.ts).` : zodMethodLeftOutMessage(name);
      return { errors: [{ text: `${what} ${args.path} calls it: remove the method from ZOD_METHODS_LEFT_OUT to bundle it.` }] };
    });
  },
};
