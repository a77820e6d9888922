import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describeNotRun, readTapSummary, type NotRun } from './runner/tap-summary';

/**
 * `npm test`: typecheck, lint, unit, integration and infra tests, then one line
 * `N passed, N failed` (`, N skipped` when tests did not run). Typecheck and lint count as one
 * check each; test suites count their tests. Skipped and todo tests are listed with their reasons.
 * With CI=true a skipped test counts as failed: CI installs every tool and has the data, so a skip
 * there means a check silently did not happen.
 * `npm test -- unit integration` runs only the named stages.
 */
const repoRoot = resolve(import.meta.dirname, '..');
const reportDir = join(repoRoot, 'test-results');
mkdirSync(reportDir, { recursive: true });

interface StageResult {
  name: string;
  passed: number;
  failed: number;
  skipped: NotRun[];
  todo: NotRun[];
  seconds: number;
}

/**
 * Time limits, so that a hanging test fails instead of holding the run. Node 20 applies
 * `--test-timeout` to each test file as a whole (its own process), so these are per file: generous
 * for a machine under load, finite. Unit files run in seconds; an integration file starts the local
 * runtime (10-20 s) and the slowest ones (npm start building the web app, the menu and overload
 * load tests) take a few minutes on a busy machine; infra files synthesize and bundle CDK stacks.
 */
const FILE_TIME_LIMIT_MS = { unit: 120_000, integration: 600_000, infra: 600_000 } as const;

const nodeTest = (name: keyof typeof FILE_TIME_LIMIT_MS, files: string[]) => async (): Promise<StageResult> => {
  const started = Date.now();
  if (files.length === 0) return { name, passed: 0, failed: 0, skipped: [], todo: [], seconds: 0 };
  const tap = join(reportDir, `${name}.tap`);
  const code = await run(process.execPath, [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    `--test-timeout=${FILE_TIME_LIMIT_MS[name]}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...files.map((f) => relative(repoRoot, f)),
  ]);
  const summary = readTapSummary(existsSync(tap) ? readFileSync(tap, 'utf8') : '');
  // A crash before any summary still has to count as a failure.
  const failed = code !== 0 && summary.failed === 0 ? 1 : summary.failed;
  return { name, ...summary, failed, seconds: (Date.now() - started) / 1000 };
};

const check = (name: string, command: string, args: string[]) => async (): Promise<StageResult> => {
  const started = Date.now();
  const code = await run(command, args);
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: [], todo: [], seconds: (Date.now() - started) / 1000 };
};

const bin = (tool: string) => join(repoRoot, 'node_modules', '.bin', tool);
const unitRoots = ['shared', 'functions', 'infra/local', 'web/src', 'tests/docs', 'tests/runner', 'tests/lint'];

const stages: Record<string, () => Promise<StageResult>> = {
  typecheck: check('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  lint: check('lint', bin('eslint'), ['.', '--max-warnings=0']),
  unit: nodeTest('unit', unitRoots.flatMap((dir) => findTests(join(repoRoot, dir)))),
  integration: nodeTest('integration', findTests(join(repoRoot, 'tests', 'integration'))),
  infra: nodeTest('infra', findTests(join(repoRoot, 'tests', 'infra'))),
};

const wanted = process.argv.slice(2).filter((a) => a in stages);
const results: StageResult[] = [];
for (const [name, stage] of Object.entries(stages)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n━━ ${name} ━━`);
  results.push(await stage());
}

const inCi = !!process.env.CI && process.env.CI !== 'false';
console.log('\n━━ summary ━━');
for (const r of results) {
  const extra = [r.skipped.length && `${r.skipped.length} skipped`, r.todo.length && `${r.todo.length} todo`].filter(Boolean).join(', ');
  console.log(`${r.name.padEnd(12)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1)}s${extra ? `  (${extra})` : ''}`);
}
const listNotRun = (label: string, pick: (r: StageResult) => NotRun[]) => {
  for (const r of results) for (const line of describeNotRun(pick(r))) console.log(`  ${label} [${r.name}] ${line}`);
};
listNotRun('skipped', (r) => r.skipped);
listNotRun('todo', (r) => r.todo);
const passed = results.reduce((n, r) => n + r.passed, 0);
const skipped = results.reduce((n, r) => n + r.skipped.length, 0);
let failed = results.reduce((n, r) => n + r.failed, 0);
if (inCi && skipped > 0) {
  console.log(`CI: ${skipped} skipped counted as failed (CI has every tool and data set; a skip there hides a check).`);
  failed += skipped;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);

function findTests(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return findTests(path);
    return /\.test\.tsx?$/.test(name) ? [path] : [];
  }).sort();
}

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
    child.on('exit', (code) => resolvePromise(code ?? 1));
    child.on('error', () => resolvePromise(1));
  });
}
