import { spawnSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { functions, scheduledFunctions } from '../../functions/routes';
import { lambdaEsbuildOptions } from '../../infra/constructs/lambda-bundling';

/**
 * Per-function bundle size and cold import time. Each function is bundled as the CDK house
 * construct bundles it (ESM, minified, AWS SDK v3 inside, Node 22 target); cold import is the
 * median over fresh Node processes of the time to import the bundle.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const outDir = join(repoRoot, 'test-results', 'bench', 'functions');
const IMPORT_RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 7);
const BUNDLE_LIMIT_BYTES = 500 * 1024;

export interface FunctionBundleFigure {
  name: string;
  bytes: number;
  coldImportMs: number;
  withinTarget: boolean;
}

export async function measureFunctionBundles(): Promise<FunctionBundleFigure[]> {
  mkdirSync(outDir, { recursive: true });
  const entries = [...functions.map((f) => ({ name: f.name, entry: f.entry })), ...scheduledFunctions];
  const figures: FunctionBundleFigure[] = [];
  for (const { name, entry } of entries) {
    const outfile = join(outDir, `${name}.mjs`);
    await build({ ...lambdaEsbuildOptions(join(repoRoot, entry)), outfile });
    const bytes = statSync(outfile).size;
    figures.push({ name, bytes, coldImportMs: medianColdImport(outfile), withinTarget: bytes < BUNDLE_LIMIT_BYTES });
  }
  return figures;
}

function medianColdImport(file: string): number {
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
