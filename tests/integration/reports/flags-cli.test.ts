import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { post } from '../support/http';
import { createTestUser, startTestRuntime } from '../support/runtime';

/**
 * `npm run flags:list` and `flags:accept` (product-rules §16.3) on the local store: reports newest first
 * with place, kind and text; what a reporter typed cannot drive the operator's terminal; an accepted
 * report becomes a dated place note, once.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
// eslint-disable-next-line no-control-regex -- the characters a terminal acts on
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

test('flags:list escapes the reporter text and lists newest first; flags:accept writes the note once', { timeout: 300_000 }, async () => {
  const runtime = await startTestRuntime();
  const { dataDir } = runtime;
  const run = promisify(execFile);
  const cli = (script: string, ...args: string[]) => run('npx', ['tsx', `infra/local/${script}.ts`, ...args], { cwd: repoRoot, env: { ...process.env, FORKSURE_DATA_DIR: dataDir } });
  const ids: string[] = [];
  try {
    const user = await createTestUser(runtime);
    const bodies = [
      { placeId: 'place-old', placeName: 'Old Place', kind: 'closedOrWrongPlace', text: 'first' },
      {
        placeId: 'place-evil',
        placeName: 'Evil \u001b]0;pwned\u0007 Diner',
        dish: 'Dish \u001b[2J',
        kind: 'containsUnflagged',
        concern: 'peanuts',
        text: 'line one\n\u001b]8;;https://attacker.example/\u001b\\Open\u001b]8;;\u001b\\ \u009b31m \u202eevil\u202c DEL\u007f',
      },
    ];
    for (const body of bodies) {
      const sent = await post<{ id: string }>(runtime, '/verdict-reports', body, user.accessToken);
      assert.equal(sent.status, 200, sent.text);
      ids.push(sent.body.id);
    }
  } finally {
    await runtime.dispose({ keepData: true });
  }
  try {
    const text = (await cli('flags-list')).stdout;
    assert.doesNotMatch(text, RAW_CONTROL, `the listing holds no raw control character: ${JSON.stringify(text)}`);
    assert.ok(text.includes('Evil \\x1b]0;pwned\\x07 Diner'), `the place name is escaped: ${text}`);
    assert.ok(text.includes('dish: Dish \\x1b[2J'), `the dish is escaped: ${text}`);
    assert.ok(text.includes('\\x1b]8;;https://attacker.example/\\x1b\\Open') && text.includes('\\x9b31m \\u202eevil\\u202c DEL\\x7f'), `the text is escaped: ${text}`);
    assert.match(text, /line one\n {2}/, 'the text keeps its lines');
    assert.match(text, /\[containsUnflagged peanuts\]/, 'the kind and allergen are shown');
    assert.ok(text.indexOf(ids[1]!) < text.indexOf(ids[0]!), `newest first: ${text}`);
    const json = (await cli('flags-list', '--json')).stdout;
    assert.doesNotMatch(json, RAW_CONTROL, 'the --json listing holds no raw control character');
    assert.equal((JSON.parse(json.trim().split('\n')[0]!) as { place_name: string }).place_name, 'Evil \u001b]0;pwned\u0007 Diner', 'the JSON holds the same value');

    const accepted = await cli('flags-accept', ids[1]!, '--note', 'Confirmed by the restaurant: peanuts in the satay', '--source', 'Phone call with the manager');
    assert.doesNotMatch(accepted.stdout, RAW_CONTROL, 'the confirmation is escaped too');
    assert.match(accepted.stdout, /Accepted .*: a note dated \d{4}-\d{2}-\d{2} is now shown on Evil \\x1b\]0;pwned\\x07 Diner/);
    await assert.rejects(cli('flags-accept', ids[1]!, '--note', 'again', '--source', 'x'), (error: { stderr: string }) => /already accepted/.test(error.stderr));
    await assert.rejects(cli('flags-accept', ids[0]!, '--note', 'no source'), (error: { stderr: string }) => /--source is required/.test(error.stderr));
    const open = (await cli('flags-list', '--open')).stdout;
    assert.ok(!open.includes(ids[1]!) && open.includes(ids[0]!), `--open leaves out the accepted report: ${open}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
