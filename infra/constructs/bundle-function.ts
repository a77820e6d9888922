import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { lambdaEsbuildOptions } from './lambda-bundling';

/**
 * Bundles one function into `<outDir>/index.mjs` (+ source map) with the house options:
 * `npx tsx infra/constructs/bundle-function.ts <entry> <outDir>`. The CDK asset of every function
 * runs this (lambda-code.ts): esbuild's plugins need its JavaScript API, which NodejsFunction's
 * command-line bundling cannot take.
 */
export async function bundleFunction(entry: string, outDir: string): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  await build({ ...lambdaEsbuildOptions(resolve(entry)), outfile: join(outDir, 'index.mjs'), sourcemap: true });
}

const [entry, outDir] = process.argv.slice(2);
if (entry && outDir) await bundleFunction(entry, outDir);
