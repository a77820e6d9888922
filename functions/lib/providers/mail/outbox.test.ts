import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outboxMailAdapter } from './outbox-adapter';
import { listOutboxMessages, outboxDir, readOutboxMessage, writeOutboxMessage } from './outbox';

function tempDir(t: { after: (fn: () => void) => void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'forksure-outbox-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const message = (subject: string) => ({ to: 'ana@example.com', subject, text: `${subject} text`, html: `<p>${subject}</p>` });

test('a written message is one JSON file that reads back whole', (t) => {
  const dir = tempDir(t);
  const stored = writeOutboxMessage(message('Your code'), dir, new Date('2025-05-01T10:00:00Z'));
  assert.deepEqual(readdirSync(dir), [`${stored.id}.json`]);
  assert.deepEqual(readOutboxMessage(stored.id, dir), { ...message('Your code'), id: stored.id, sentAt: '2025-05-01T10:00:00.000Z' });
});

test('messages list newest first', (t) => {
  const dir = tempDir(t);
  writeOutboxMessage(message('first'), dir, new Date('2025-05-01T10:00:00Z'));
  writeOutboxMessage(message('third'), dir, new Date('2025-05-03T10:00:00Z'));
  writeOutboxMessage(message('second'), dir, new Date('2025-05-02T10:00:00Z'));
  assert.deepEqual(listOutboxMessages(dir).map((m) => m.subject), ['third', 'second', 'first']);
});

test('ids that could leave the directory are refused', (t) => {
  const dir = tempDir(t);
  const inner = join(dir, 'inner');
  writeOutboxMessage(message('inside'), inner);
  writeFileSync(join(dir, 'secret.json'), JSON.stringify({ ...message('outside'), sentAt: '2025-01-01T00:00:00Z' }));
  for (const id of ['../secret', '..%2Fsecret', '/etc/passwd', 'a/b', '.', '']) assert.equal(readOutboxMessage(id, inner), null, id);
});

test('a missing directory is an empty outbox; junk files are skipped', (t) => {
  const dir = tempDir(t);
  assert.deepEqual(listOutboxMessages(join(dir, 'nope')), []);
  writeFileSync(join(dir, 'broken.json'), '{not json');
  writeOutboxMessage(message('ok'), dir);
  assert.deepEqual(listOutboxMessages(dir).map((m) => m.subject), ['ok']);
});

test('OUTBOX_DIR chooses the directory, and the mail adapter writes there', async (t) => {
  const dir = tempDir(t);
  assert.equal(outboxDir({ OUTBOX_DIR: dir }), dir);
  const { messageId } = await outboxMailAdapter(dir).send(message('Welcome'));
  assert.equal(readOutboxMessage(messageId, dir)?.subject, 'Welcome');
});
