import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import type { Plugin } from 'esbuild';

/**
 * @photostructure/tz-lookup (a place's time zone, for its opening schedule) is one function around
 * a 65 KB string literal: the world's time-zone grid. In Lambda bundles that literal is stored
 * brotli-compressed (~32 KB as base64) and unpacked once when the module first runs; the code
 * reading it is the package's own and unchanged. If a release stops having one such literal the
 * build fails here, never the function at run time.
 */
const TZ_LOOKUP_MODULE = /[\\/]node_modules[\\/]@photostructure[\\/]tz-lookup[\\/]tz\.js$/;
const SMALLEST_GRID_CHARS = 30_000;

export const tzLookupDataCompressed: Plugin = {
  name: 'forksure-tz-lookup-data-compressed',
  setup(build) {
    build.onLoad({ filter: TZ_LOOKUP_MODULE }, (args) => ({ contents: withGridCompressed(readFileSync(args.path, 'utf8'), args.path), loader: 'js' }));
  },
};

/** `source` with its longest double-quoted string literal (plain ASCII, no escapes) replaced by the same text unpacked at load. */
export function withGridCompressed(source: string, path = 'tz.js'): string {
  const literals = [...source.matchAll(/"([^"\\\n]*)"/g)].sort((a, b) => b[0].length - a[0].length);
  const grid = literals[0];
  if (!grid || grid[1]!.length < SMALLEST_GRID_CHARS || !/^[\x20-\x7e]*$/.test(grid[1]!)) {
    throw new Error(`${path}: no time-zone grid literal of at least ${SMALLEST_GRID_CHARS} ASCII characters (infra/constructs/tz-lookup-data-compressed.ts)`);
  }
  const packed = brotliCompressSync(grid[1]!, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: grid[1]!.length } }).toString('base64');
  const unpacked = `require('node:zlib').brotliDecompressSync(Buffer.from(${JSON.stringify(packed)}, 'base64')).toString('latin1')`;
  const at = grid.index!;
  return `var __forksureTzGrid = ${unpacked};\n${source.slice(0, at)}__forksureTzGrid${source.slice(at + grid[0].length)}`;
}
