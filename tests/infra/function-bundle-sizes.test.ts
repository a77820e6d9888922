import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { functions, scheduledFunctions } from '../../functions/routes';
import { bundleCode, lambdaEsbuildOptions } from '../../infra/constructs/lambda-bundling';

/**
 * The speed target (issue 19): every function's bundle, as the house construct deploys it
 * (lambdaEsbuildOptions, the same the benchmark measures), stays under 500 KB: its JavaScript and the
 * compressed word-list files deployed beside it, counted together (moving bytes out of the code does not
 * count as a cut). `npm run bench` prints each size with its cold import, its largest parts and the files
 * beside it (docs/decisions.md, "Fast on a phone (issue 19): Lambda bundles, /home
 * layout shift, the prerendered landing page" and the issue 19 bundle sections after it).
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const TARGET_BYTES = 500 * 1024;

test('every function bundle is under 500 KB', { timeout: 600_000 }, async () => {
  const over: string[] = [];
  for (const { name, entry } of [...functions, ...scheduledFunctions]) {
    const { outputFiles } = await build({ ...lambdaEsbuildOptions(resolve(repoRoot, entry)), write: false, outfile: 'index.mjs' });
    bundleCode(outputFiles); // exactly one JavaScript file
    const bytes = outputFiles!.reduce((sum, file) => sum + file.contents.byteLength, 0);
    if (bytes >= TARGET_BYTES) over.push(`${name} ${(bytes / 1024).toFixed(1)} KB`);
  }
  assert.deepEqual(over, [], 'bundles over 500 KB');
});
