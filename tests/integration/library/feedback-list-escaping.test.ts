import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { startTestRuntime } from '../support/runtime';
import { postFrom } from './history-support';

/**
 * `npm run feedback:list` prints what strangers typed (anyone may send feedback unsigned) without
 * letting it act on the operator's terminal. One runtime per file: function containers stay warm
 * in the process.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

test('feedback:list shows control characters and bidi overrides escaped, in text and --json', async () => {
  const runtime = await startTestRuntime();
  const { dataDir } = runtime;
  const cli = (...args: string[]) =>
    promisify(execFile)('npx', ['tsx', 'infra/local/feedback-list.ts', ...args], { cwd: repoRoot, env: { ...process.env, FORKSURE_DATA_DIR: dataDir } });
  const osc8 = '\u001b]8;;https://attacker.example/\u001b\\Open your bank\u001b]8;;\u001b\\';
  try {
    const sent = await postFrom(runtime, '127.0.0.10', '/feedback', {
      type: 'bug',
      subject: 'Screen \u001b[2J\u001b]0;pwned\u0007 title',
      message: `line one\n${osc8} then \u009b31m C1 and \u202eevil\u202c bidi and DEL\u007f`,
    });
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
  } finally {
    await runtime.dispose({ keepData: true });
  }
  try {
    // Nothing a terminal acts on reaches the operator: C0 (the newline aside), DEL, C1, bidi controls.
    // eslint-disable-next-line no-control-regex -- the characters a terminal acts on
    const raw = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
    const text = (await cli()).stdout;
    assert.doesNotMatch(text, raw, 'the text listing holds no raw control character');
    assert.match(text, /Screen \\x1b\[2J\\x1b\]0;pwned\\x07 title/, 'the screen-clear and window-title sequences show as escapes');
    assert.ok(text.includes('\\x1b]8;;https://attacker.example/\\x1b\\Open your bank'), `the OSC-8 link is shown as text: ${text}`);
    assert.ok(text.includes('\\x9b31m C1 and \\u202eevil\\u202c bidi and DEL\\x7f'), `C1, bidi and DEL are escaped: ${text}`);
    assert.match(text, /line one\n {2}/, 'the message keeps its lines');
    const json = (await cli('--json')).stdout;
    assert.doesNotMatch(json, raw, 'the --json listing holds no raw control character');
    const record = JSON.parse(json.trim()) as { subject: string; message: string };
    assert.equal(record.subject, 'Screen \u001b[2J\u001b]0;pwned\u0007 title', 'the JSON still holds the same value');
    assert.ok(record.message.includes('\u202eevil'), 'the JSON still holds the same value');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
