import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * `npm test`: typecheck, lint, unit, integration and infra tests, then one line
 * `N passed, N failed`. Typecheck and lint count as one check each; test suites count their tests.
 * `npm test -- unit integration` runs only the named stages.
 */
const repoRoot = resolve(import.meta.dirname, '..');
const reportDir = join(repoRoot, 'test-results');
mkdirSync(reportDir, { recursive: true });

interface StageResult {
  name: string;
  passed: number;
  failed: number;
  seconds: number;
}

const nodeTest = (name: string, files: string[]) => async (): Promise<StageResult> => {
  const started = Date.now();
  if (files.length === 0) return { name, passed: 0, failed: 0, seconds: 0 };
  const tap = join(reportDir, `${name}.tap`);
  const code = await run(process.execPath, [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...files.map((f) => relative(repoRoot, f)),
  ]);
  const summary = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const passed = Number(/^# pass (\d+)/m.exec(summary)?.[1] ?? 0);
  let failed = Number(/^# fail (\d+)/m.exec(summary)?.[1] ?? 0);
  // A crash before any summary still has to count as a failure.
  if (code !== 0 && failed === 0) failed = 1;
  return { name, passed, failed, seconds: (Date.now() - started) / 1000 };
};

const check = (name: string, command: string, args: string[]) => async (): Promise<StageResult> => {
  const started = Date.now();
  const code = await run(command, args);
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, seconds: (Date.now() - started) / 1000 };
};

const bin = (tool: string) => join(repoRoot, 'node_modules', '.bin', tool);
const unitRoots = ['shared', 'functions', 'infra/local', 'web/src', 'tests/docs'];

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

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.name.padEnd(12)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1)}s`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
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
