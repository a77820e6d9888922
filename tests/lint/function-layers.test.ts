import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

// The layers inside functions/lib (eslint.config.js): services never import http/; repositories,
// adapters and identity import none of the other layers. Tests are exempt.
const repoRoot = resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: repoRoot });

async function restricted(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const probe = x;\n`, { filePath: resolve(repoRoot, path) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

test('a service importing the HTTP layer fails lint; errors, data and providers are fine', async () => {
  const service = 'functions/lib/services/probe.ts';
  assert.equal((await restricted(service, "import { x } from '../http/errors';")).length, 1);
  assert.equal((await restricted('functions/lib/services/auth/probe.ts', "import { x } from '../../http/auth-context';")).length, 1);
  for (const allowed of ["import { x } from '../errors';", "import { x } from '../data/limits';", "import { x } from '../providers/places/places';"]) {
    assert.deepEqual(await restricted(service, allowed), [], allowed);
  }
});

test('repositories, adapters and identity import no other layer', async () => {
  const cases: Array<[string, string]> = [
    ['functions/lib/data/probe.ts', "import { x } from '../services/billing/usage-service';"],
    ['functions/lib/data/probe.ts', "import { x } from '../http/errors';"],
    ['functions/lib/providers/places/probe.ts', "import { x } from '../../data/db';"],
    ['functions/lib/providers/places/probe.ts', "import { x } from '../../services/places/places-search-service';"],
    ['functions/lib/identity/probe.ts', "import { x } from '../data/keys';"],
  ];
  for (const [path, source] of cases) assert.equal((await restricted(path, source)).length, 1, `${path}: ${source}`);
  assert.deepEqual(await restricted('functions/lib/data/probe.ts', "import { x } from '../errors';"), []);
});

test('the layer blocks keep the import direction: functions never import web or infra', async () => {
  assert.equal((await restricted('functions/lib/services/probe.ts', "import { x } from '../../../web/src/lib/cn';")).length, 1);
  assert.equal((await restricted('functions/lib/data/probe.ts', "import { x } from '../../../infra/local/start';")).length, 1);
});

test('tests may reach across layers', async () => {
  assert.deepEqual(await restricted('functions/lib/providers/speech/probe.test.ts', "import { x } from '../../services/places/speech-service';"), []);
});
