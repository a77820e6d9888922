import type { IncomingMessage, ServerResponse } from 'node:http';
import { listOutboxMessages, readOutboxMessage } from '../../../functions/lib/providers/mail/outbox';
import { DEV_PAGE_HEADERS, devPage, escapeHtml } from './layout';

/**
 * The local mail outbox: every email the product sends locally, newest first, each readable in
 * full, so a person running Forksure offline can read their codes. Never deployed.
 */
export function handleOutboxPage(req: IncomingMessage, res: ServerResponse, rest: string, outboxDir: string): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...DEV_PAGE_HEADERS, allow: 'GET, HEAD', 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(devPage('Method not allowed', '<p class="empty">The outbox is read only. <a href="/dev/outbox">Back to the outbox</a></p>'));
    return;
  }
  // `rest` is already percent-decoded (local-path.ts).
  const id = rest.replace(/^\//, '');
  const html = id ? renderMessage(id, outboxDir) : renderList(outboxDir);
  res.writeHead(html ? 200 : 404, { ...DEV_PAGE_HEADERS, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html ?? devPage('Message not found', '<p class="empty">That message is not in the outbox. <a href="/dev/outbox">Back to the outbox</a></p>'));
}

function renderList(dir: string): string {
  const messages = listOutboxMessages(dir);
  const body = messages.length
    ? `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${messages
        .map(
          (m) => `<tr><td>${escapeHtml(new Date(m.sentAt).toLocaleString('en-US'))}</td><td>${escapeHtml(m.to)}</td>
<td><a href="/dev/outbox/${encodeURIComponent(m.id)}">${escapeHtml(m.subject)}</a></td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p class="empty">No emails yet. Sign-up, reset and verification codes will appear here.</p>';
  return devPage('Mail outbox', `<p class="note">Local only: this is where Forksure's emails go instead of being sent.</p>${body}`);
}

function renderMessage(id: string, dir: string): string | null {
  const message = readOutboxMessage(id, dir);
  if (!message) return null;
  return devPage(
    message.subject,
    `<p><a href="/dev/outbox">← Back to the outbox</a></p>
<div class="card"><p><strong>To:</strong> ${escapeHtml(message.to)}<br><strong>Sent:</strong> ${escapeHtml(
      new Date(message.sentAt).toLocaleString('en-US'),
    )}</p><pre>${escapeHtml(message.text)}</pre></div>`,
  );
}
