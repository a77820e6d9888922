import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

// Test files give every assert.ok / assert(...) a message (eslint.config.js): a bare one makes
// node:assert rebuild the message from the source on failure, which took minutes on a busy machine.
const repoRoot = resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: repoRoot });

async function bareAsserts(path: string, source: string): Promise<number> {
  const [result] = await eslint.lintText(`import assert from 'node:assert/strict';\n${source}\n`, { filePath: resolve(repoRoot, path) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax' && /assert\.ok/.test(m.message)).length;
}

test('a bare assert.ok or assert(...) in a test file fails lint, in tests/ and next to the code', async () => {
  for (const path of ['tests/integration/probe.test.ts', 'functions/lib/probe.test.ts', 'web/src/lib/probe.test.ts', 'tests/integration/support/probe.ts']) {
    assert.equal(await bareAsserts(path, 'const x = 1;\nassert.ok(x > 0);\nassert(x);'), 2, path);
  }
});

test('with a message it passes; outside tests the rule does not apply', async () => {
  assert.equal(await bareAsserts('tests/integration/probe.test.ts', "const x = 1;\nassert.ok(x > 0, `expected x > 0, got ${x}`);\nassert(x, 'x is set');"), 0);
  assert.equal(await bareAsserts('functions/lib/probe.ts', 'const x = 1;\nassert.ok(x > 0);'), 0);
});
