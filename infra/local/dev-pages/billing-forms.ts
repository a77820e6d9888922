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

/** The simulator's forms are a few fields; anything bigger is refused (413) with this limit. */
export const MAX_FORM_BYTES = 4096;

export class FormTooLargeError extends Error {
  constructor() {
    super(`The form is larger than ${MAX_FORM_BYTES / 1024} KB; the billing simulator's forms are a few fields.`);
  }
}

/** A form the page's actions cannot use (a value outside its choices): answered 400 with the message. */
export class BadFormError extends Error {}

/**
 * The posted form. Over the limit it stops collecting, reads the rest away (so the connection can
 * still carry the 413) and rejects with FormTooLargeError.
 */
export function readFormBody(req: IncomingMessage, maxBytes = MAX_FORM_BYTES): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.off('data', onData);
        req.resume();
        reject(new FormTooLargeError());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
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
