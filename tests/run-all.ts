import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { nodeTestOnly } from '../jest.config.js';
import { readJestSummary } from './runner/jest-summary';
import { describeNotRun, readTapSummary, type NotRun, type TapSummary } from './runner/tap-summary';

/**
 * `npm test`: typecheck, lint, unit, integration and infra tests, then one line
 * `N passed, N failed` (`, N skipped` when tests did not run). Typecheck and lint count as one
 * check each; test suites count their tests. Skipped and todo tests are listed with their reasons.
 * With CI=true a skipped test counts as failed: CI installs every tool and has the data, so a skip
 * there means a check silently did not happen.
 * `npm test -- unit integration` runs only the named stages.
 * Unit tests run on jest (jest.config.js); integration and infra tests, and the few unit files
 * jest.config.js lists in `nodeTestOnly`, on node:test (docs/decisions.md (issue 17) says why).
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
 * Jest's own per-test limit is `testTimeout` in jest.config.js.
 */
const FILE_TIME_LIMIT_MS = { unit: 120_000, integration: 600_000, infra: 600_000 } as const;

/** node:test over the files, with a TAP report to count from. */
async function runNodeTest(name: string, files: string[], timeLimitMs: number): Promise<TapSummary> {
  if (files.length === 0) return { passed: 0, failed: 0, skipped: [], todo: [] };
  const tap = join(reportDir, `${name}.tap`);
  rmSync(tap, { force: true });
  const code = await run(process.execPath, [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    `--test-timeout=${timeLimitMs}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...files.map((f) => relative(repoRoot, f)),
  ]);
  return failedIfCrashed(code, readTapSummary(existsSync(tap) ? readFileSync(tap, 'utf8') : ''));
}

/** jest over jest.config.js's unit roots, in its native ESM mode (the repository is ESM). */
async function runJest(name: string): Promise<TapSummary> {
  const report = join(reportDir, `${name}.json`);
  rmSync(report, { force: true });
  const code = await run(process.execPath, [join(repoRoot, 'node_modules', 'jest', 'bin', 'jest.js'), '--ci', '--json', `--outputFile=${report}`], {
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules', '--disable-warning=ExperimentalWarning'].filter(Boolean).join(' '),
  });
  return failedIfCrashed(code, readJestSummary(existsSync(report) ? readFileSync(report, 'utf8') : ''));
}

/** A crash before any summary still has to count as a failure. */
function failedIfCrashed(code: number, summary: TapSummary): TapSummary {
  return { ...summary, failed: code !== 0 && summary.failed === 0 ? 1 : summary.failed };
}

const nodeTest = (name: keyof typeof FILE_TIME_LIMIT_MS, files: string[]) => async (): Promise<StageResult> => {
  const started = Date.now();
  const summary = await runNodeTest(name, files, FILE_TIME_LIMIT_MS[name]);
  return { name, ...summary, seconds: (Date.now() - started) / 1000 };
};

/** The unit stage: jest, then node:test for the files that must stay on it; one count for both. */
const unitTests = (name: string) => async (): Promise<StageResult> => {
  const started = Date.now();
  const missing = nodeTestOnly.filter((file) => !existsSync(join(repoRoot, file)));
  if (missing.length) console.log(`jest.config.js nodeTestOnly lists files that do not exist (moved? list them again): ${missing.join(', ')}`);
  const jest = await runJest(name);
  const node = await runNodeTest(`${name}-node`, nodeTestOnly.map((file) => join(repoRoot, file)).filter((file) => existsSync(file)), FILE_TIME_LIMIT_MS.unit);
  return {
    name,
    passed: jest.passed + node.passed,
    failed: jest.failed + node.failed + missing.length,
    skipped: [...jest.skipped, ...node.skipped],
    todo: [...jest.todo, ...node.todo],
    seconds: (Date.now() - started) / 1000,
  };
};

const check = (name: string, command: string, args: string[]) => async (): Promise<StageResult> => {
  const started = Date.now();
  const code = await run(command, args);
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: [], todo: [], seconds: (Date.now() - started) / 1000 };
};

const bin = (tool: string) => join(repoRoot, 'node_modules', '.bin', tool);

const stages: Record<string, () => Promise<StageResult>> = {
  typecheck: check('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  lint: check('lint', bin('eslint'), ['.', '--max-warnings=0']),
  unit: unitTests('unit'),
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

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...env } });
    child.on('exit', (code) => resolvePromise(code ?? 1));
    child.on('error', () => resolvePromise(1));
  });
}
