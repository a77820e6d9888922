import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { functions, scheduledFunctions } from '../../functions/routes';
import { lambdaEsbuildOptions } from '../../infra/constructs/lambda-bundling';

/**
 * Per-function bundle size and cold import time. Each function is bundled as the CDK house
 * construct bundles it (ESM, minified, AWS SDK v3 inside, Node 22 target); cold import is the
 * median over fresh Node processes of the time to import the bundle. `npm run bench` prints it
 * with the rest; `npx tsx tests/bench/function-bundles.ts [name...]` prints only this part.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const IMPORT_RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 7);
const BUNDLE_LIMIT_BYTES = 500 * 1024;

export interface FunctionBundleFigure {
  name: string;
  bytes: number;
  coldImportMs: number;
  withinTarget: boolean;
  /** Files deployed beside the bundle (the compressed word lists), read at cold start: not JavaScript, not in `bytes`. */
  besideBytes: number;
  /** The largest parts of the bundle (output bytes), largest first: see `bundlePart`. */
  parts: { part: string; bytes: number }[];
}

/** Parts listed per function (BENCH_BUNDLE_PARTS, default 8; 0 lists none). */
const PARTS_LISTED = Number(process.env.BENCH_BUNDLE_PARTS ?? 8);

export async function measureFunctionBundles(only: readonly string[] = []): Promise<FunctionBundleFigure[]> {
  // A folder of this run's own: test runs may clear test-results/ meanwhile.
  const outDir = mkdtempSync(join(tmpdir(), 'forksure-bench-functions-'));
  try {
    return await measureEach(outDir, only);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

async function measureEach(outDir: string, only: readonly string[]): Promise<FunctionBundleFigure[]> {
  const entries = [...functions.map((f) => ({ name: f.name, entry: f.entry })), ...scheduledFunctions].filter((f) => only.length === 0 || only.includes(f.name));
  const figures: FunctionBundleFigure[] = [];
  for (const { name, entry } of entries) {
    const outfile = join(outDir, `${name}.mjs`);
    const { metafile } = await build({ ...lambdaEsbuildOptions(join(repoRoot, entry)), outfile, metafile: true });
    const bytes = statSync(outfile).size;
    const besideBytes = Object.entries(metafile.outputs).filter(([path]) => !/\.m?js$/.test(path)).reduce((sum, [, output]) => sum + output.bytes, 0);
    figures.push({ name, bytes, besideBytes, coldImportMs: medianColdImport(outDir, outfile), withinTarget: bytes + besideBytes < BUNDLE_LIMIT_BYTES, parts: largestParts(metafile) });
  }
  return figures;
}

/**
 * What a bundle's bytes are made of: an npm package (an AWS SDK package's submodule on its own, as
 * `@smithy/core/protocols`), or a folder of ours two levels deep (`shared/domain/allergen-scan`).
 */
export function bundlePart(namespacedPath: string): string {
  // A plugin's module (`forksure-lexicon-data:shared/domain/…`) counts with the folder it is made from.
  const inputPath = namespacedPath.replace(/^[\w-]+:(?!\/\/)/, '');
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/dist-[a-z]+\/submodules\/([^/]+))?/.exec(inputPath);
  if (dependency) return dependency[2] ? `${dependency[1]}/${dependency[2]}` : dependency[1]!;
  const folders = inputPath.split('/').slice(0, -1);
  return folders.slice(0, folders[0] === 'functions' || folders[0] === 'shared' ? 3 : 2).join('/') || inputPath;
}

function largestParts(metafile: Metafile): { part: string; bytes: number }[] {
  const sizes = new Map<string, number>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!/\.m?js$/.test(file)) continue;
    for (const [path, input] of Object.entries(output.inputs)) sizes.set(bundlePart(path), (sizes.get(bundlePart(path)) ?? 0) + input.bytesInOutput);
  }
  return [...sizes].map(([part, bytes]) => ({ part, bytes })).sort((a, b) => b.bytes - a.bytes).slice(0, PARTS_LISTED);
}

function medianColdImport(outDir: string, file: string): number {
  const probe = join(outDir, 'import-probe.mjs');
  writeFileSync(
    probe,
    "const t=performance.now(); await import(process.argv[2]); process.stdout.write(String(performance.now()-t));",
  );
  const samples: number[] = [];
  for (let i = 0; i < IMPORT_RUNS; i++) {
    const result = spawnSync(process.execPath, [probe, file], {
      encoding: 'utf8',
      env: { ...process.env, AWS_REGION: 'us-east-1', TABLE_NAME: 'bench', AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1' },
    });
    if (result.status !== 0) throw new Error(`Importing ${file} failed: ${result.stderr}`);
    samples.push(Number(result.stdout));
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per function (its largest parts on the next), then the largest bundle. */
export function formatFunctionBundles(figures: readonly FunctionBundleFigure[]): string[] {
  const lines = figures.flatMap((f) => [
    `${f.name.padEnd(26)} ${kb(f.bytes).padStart(10)}  cold import ${f.coldImportMs.toFixed(1).padStart(6)} ms  < 500 KB: ${f.withinTarget ? 'met' : 'NOT MET'}${f.besideBytes > 0 ? `  (+ ${kb(f.besideBytes)} compressed data beside it, ${kb(f.bytes + f.besideBytes)} in all; the target counts both)` : ''}`,
    ...(f.parts.length > 0 ? [`    ${f.parts.map((p) => `${p.part} ${kb(p.bytes)}`).join(', ')}`] : []),
  ]);
  const largest = figures.reduce((a, b) => (b.bytes + b.besideBytes > a.bytes + a.besideBytes ? b : a));
  const all = figures.every((f) => f.withinTarget);
  return [...lines, `largest: ${largest.name} ${kb(largest.bytes + largest.besideBytes)} with the files beside it; target every bundle < ${kb(BUNDLE_LIMIT_BYTES)}: ${all ? 'met' : 'NOT MET'}`];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of formatFunctionBundles(await measureFunctionBundles(process.argv.slice(2)))) console.log(line);
}
