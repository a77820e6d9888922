import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The local mail outbox (embedded mail adapter): each message is one JSON file in OUTBOX_DIR,
 * shown by the local runtime at /dev/outbox. Local only; never deployed.
 */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** ISO 8601. */
  sentAt: string;
}

export type NewOutboxMessage = Omit<OutboxMessage, 'id' | 'sentAt'>;

/** Ids are generated here; anything else (slashes, dots, `..`) is refused before touching the disk. */
const SAFE_ID = /^[A-Za-z0-9-]{1,80}$/;

export function outboxDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.OUTBOX_DIR ?? '.data/outbox');
}

export function writeOutboxMessage(message: NewOutboxMessage, dir: string = outboxDir(), now: Date = new Date()): OutboxMessage {
  mkdirSync(dir, { recursive: true });
  // Sortable by time first, so listing newest first is a sort of names.
  const id = `${now.toISOString().replace(/[-:.TZ]/g, '')}-${randomBytes(4).toString('hex')}`;
  const stored: OutboxMessage = { id, ...message, sentAt: now.toISOString() };
  writeFileSync(join(dir, `${id}.json`), JSON.stringify(stored, null, 2), { flag: 'wx' });
  return stored;
}

/** Every message, newest first; an unreadable file is skipped rather than breaking the page. */
export function listOutboxMessages(dir: string = outboxDir()): OutboxMessage[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .map((name) => readMessageFile(dir, name.slice(0, -'.json'.length)))
    .filter((message): message is OutboxMessage => message !== null)
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.id.localeCompare(a.id));
}

export function readOutboxMessage(id: string, dir: string = outboxDir()): OutboxMessage | null {
  return SAFE_ID.test(id) ? readMessageFile(dir, id) : null;
}

function readMessageFile(dir: string, id: string): OutboxMessage | null {
  if (!SAFE_ID.test(id)) return null;
  try {
    const parsed = JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as Partial<OutboxMessage>;
    if (typeof parsed.to !== 'string' || typeof parsed.subject !== 'string' || typeof parsed.sentAt !== 'string') return null;
    return { id, to: parsed.to, subject: parsed.subject, text: parsed.text ?? '', html: parsed.html ?? '', sentAt: parsed.sentAt };
  } catch {
    return null;
  }
}
