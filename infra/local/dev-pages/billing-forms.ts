import type { IncomingMessage } from 'node:http';
import { escapeHtml } from './layout';

/**
 * The simulator pages change someone's plan, so their actions are same-origin form POSTs only: a
 * POST is accepted when its `Origin` is one of the runtime's own page origins, or, when the Origin
 * is absent or `null`, when the browser marks it `Sec-Fetch-Site: same-origin`. (The dev pages send
 * `Referrer-Policy: no-referrer`, under which Chromium posts their forms with `Origin: null`.)
 * A page elsewhere cannot post to them; reading them across origins is blocked by the browser.
 */
export function isSameOriginPost(req: IncomingMessage, pageOrigins: readonly string[]): boolean {
  if (req.method !== 'POST') return false;
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== 'null') return pageOrigins.includes(origin);
  return req.headers['sec-fetch-site'] === 'same-origin';
}

export function readFormBody(req: IncomingMessage, maxBytes = 4096): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        reject(new Error('Form too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

/** One button in its own form posting to `action`. */
export function actionButton(action: string, label: string, options: { className?: string; fields?: Record<string, string> } = {}): string {
  const fields = Object.entries(options.fields ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form method="post" action="${escapeHtml(action)}">${fields}<button type="submit"${options.className ? ` class="${options.className}"` : ''}>${escapeHtml(label)}</button></form>`;
}
