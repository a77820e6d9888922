import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailPort } from './mail';
import { listOutboxMessages } from './outbox';

const message = { to: 'ana@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' };

test('MAIL_PROVIDER unset (local) writes to the outbox in OUTBOX_DIR', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'forksure-mail-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  await createMailPort({ OUTBOX_DIR: dir }).send(message);
  assert.deepEqual(listOutboxMessages(dir).map((m) => m.to), ['ana@example.com']);
});

test('amazon-ses without MAIL_FROM_ADDRESS fails when sending, naming the missing variable', async () => {
  await assert.rejects(createMailPort({ MAIL_PROVIDER: 'amazon-ses' }).send(message), /MAIL_FROM_ADDRESS is not set/);
});
