import { createHash } from 'node:crypto';

/** Minimal, self-contained HTML for the local-only /dev pages (no scripts; the CSP forbids them). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const STYLE = `  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; background: #f6f7f5; color: #1c2421; }
  header { background: #0f5132; color: #fff; padding: 14px 20px; display: flex; gap: 16px; align-items: baseline; flex-wrap: wrap; }
  header a { color: #d1f0df; } header strong { font-size: 17px; }
  main { max-width: 920px; margin: 0 auto; padding: 20px; }
  .note { background: #fff8e1; border: 1px solid #f3d27a; border-radius: 8px; padding: 10px 14px; margin-bottom: 18px; }
  table { width: 100%; border-collapse: collapse; background: #fff; border-radius: 8px; overflow: hidden; }
  th, td { text-align: left; padding: 10px 12px; border-bottom: 1px solid #e6e9e6; vertical-align: top; }
  th { background: #eef2ee; font-weight: 600; } td a { color: #0f5132; }
  .card { background: #fff; border-radius: 8px; padding: 16px 20px; border: 1px solid #e6e9e6; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f3f5f3; padding: 12px; border-radius: 6px; }
  .empty { color: #5d6b65; padding: 24px; text-align: center; background: #fff; border-radius: 8px; }
  .actions { display: flex; flex-wrap: wrap; gap: 10px; margin: 14px 0 0; } .actions form { margin: 0; }
  button { font: inherit; padding: 9px 16px; border-radius: 6px; border: 1px solid #0f5132; background: #0f5132; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #0f5132; } button.danger { background: #fff; color: #a4262c; border-color: #a4262c; }
  .price { font-size: 28px; font-weight: 700; margin: 4px 0; } .muted { color: #5d6b65; }
  td code { word-break: break-all; }
`;

/**
 * Headers of every /dev page. The pages show text from emails (user input), so the CSP allows
 * nothing but this file's own stylesheet (by hash), same-origin links, images and form posts.
 */
export const DEV_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy':
    `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; img-src 'self'; ` +
    "form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

export function devPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Forksure local</title>
<style>${STYLE}</style></head>
<body><header><strong>Forksure · local tools</strong><a href="/dev/outbox">Mail outbox</a><a href="/dev/billing">Billing simulator</a><a href="/">Open the app</a></header>
<main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}
