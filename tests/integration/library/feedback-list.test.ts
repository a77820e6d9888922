import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { startTestRuntime } from '../support/runtime';
import { postFrom } from './history-support';

/** `npm run feedback:list` reads what POST /feedback stored in the local data folder. */
const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

test('feedback:list prints the stored feedback of the local data folder, and refuses while a server holds it', async () => {
  const runtime = await startTestRuntime();
  const { dataDir } = runtime;
  const cli = () => promisify(execFile)('npx', ['tsx', 'infra/local/feedback-list.ts', '--json'], { cwd: repoRoot, env: { ...process.env, FORKSURE_DATA_DIR: dataDir } });
  try {
    const sent = await postFrom(runtime, '127.0.0.9', '/feedback', { type: 'ai_quality', subject: 'Menu guess', message: 'Calories looked high.', rating: 2, email: 'a@example.com' });
    assert.equal(sent.status, 200);
    await assert.rejects(cli(), /is using/);
  } finally {
    await runtime.dispose({ keepData: true });
  }
  try {
    const { stdout } = await cli();
    const lines = stdout.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    assert.equal(lines.length, 1);
    assert.deepEqual(
      { ...lines[0], id: undefined, created_at: undefined },
      { id: undefined, user_id: null, feedback_type: 'ai_quality', subject: 'Menu guess', message: 'Calories looked high.', rating: 2, user_email: 'a@example.com', created_at: undefined },
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
