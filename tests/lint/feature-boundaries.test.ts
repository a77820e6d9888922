import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

// The web's feature boundaries (eslint.config.js): a feature's public API is its index.ts.
const repoRoot = resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: repoRoot });

const importRules = new Set(['no-restricted-imports', 'local/no-restricted-dynamic-imports']);

/** The import-rule messages ESLint gives `source` as if it were the file at `path`. */
async function restricted(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const probe = x;\n`, { filePath: resolve(repoRoot, path) });
  return result!.messages.filter((m) => m.ruleId !== null && importRules.has(m.ruleId)).map((m) => m.message);
}

test("a feature importing another feature's internal file fails lint", async () => {
  const messages = await restricted('web/src/features/search/probe.ts', "import { x } from '@/features/profile/hooks/use-profile';");
  assert.equal(messages.length, 1);
  assert.match(messages[0]!, /'@\/features\/profile' \(its index\.ts\)/);
});

test("another feature's index, and a feature's own files, are allowed", async () => {
  assert.deepEqual(await restricted('web/src/features/search/probe.ts', "import { x } from '@/features/profile';"), []);
  assert.deepEqual(await restricted('web/src/features/search/probe.ts', "import { x } from '@/features/search/usage-poll';"), []);
});

test("app, components, pages and lib may import only features' indexes", async () => {
  for (const path of ['web/src/app/probe.tsx', 'web/src/components/layout/probe.tsx', 'web/src/pages/probe.tsx', 'web/src/lib/probe.ts']) {
    assert.equal((await restricted(path, "import { x } from '@/features/auth/hooks/auth-context';")).length, 1, path);
    assert.deepEqual(await restricted(path, "import { x } from '@/features/auth';"), [], path);
  }
});

test("a dynamic import() of another feature's internal file fails lint too", async () => {
  for (const source of [
    "const x = import('@/features/profile/components/ProfilePage');",
    'const x = import(`@/features/profile/components/ProfilePage`);',
  ]) {
    const messages = await restricted('web/src/app/probe.tsx', source);
    assert.equal(messages.length, 1, `${source}: ${messages.join(' | ')}`);
    assert.match(messages[0]!, /'@\/features\/profile' \(its index\.ts\)/);
  }
  assert.equal((await restricted('web/src/features/search/probe.ts', "const x = import('../../profile/hooks/use-profile');")).length, 1);
  // The index (lazy pages are exported there) and a feature's own files stay allowed.
  assert.deepEqual(await restricted('web/src/app/probe.tsx', "const x = import('@/features/profile');"), []);
  assert.deepEqual(await restricted('web/src/features/profile/probe.ts', "const x = import('./components/ProfilePage');"), []);
});

test('the per-feature blocks keep the layer rule: web never imports functions or infra', async () => {
  assert.equal((await restricted('web/src/features/search/probe.ts', "import { x } from '../../../../functions/lib/errors';")).length, 1);
  assert.equal((await restricted('web/src/app/probe.tsx', "import { x } from '../../../infra/local/start';")).length, 1);
});

test('a relative path into another feature fails lint too, whatever the depth', async () => {
  assert.equal((await restricted('web/src/features/search/components/probe.tsx', "import { x } from '../../profile/hooks/use-profile';")).length, 1);
  assert.equal((await restricted('web/src/features/search/probe.ts', "import { x } from '../profile';")).length, 1);
  assert.equal((await restricted('web/src/components/layout/probe.tsx', "import { x } from '../../features/auth/hooks/auth-context';")).length, 1);
  // A feature's own files through relative paths stay allowed.
  assert.deepEqual(await restricted('web/src/features/search/components/probe.tsx', "import { x } from '../usage-poll';"), []);
  assert.deepEqual(await restricted('web/src/features/search/components/probe.tsx', "import { x } from './RestaurantCard';"), []);
});
