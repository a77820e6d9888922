import type { HttpEvent } from './http-event';

/**
 * The exact bytes Stripe signed: API Gateway (payload 2.0) and the local HTTP API hand over the
 * body as text, or base64 with `isBase64Encoded` for types they do not treat as text. Stripe sends
 * `application/json`, which arrives as text; both cases give the original payload back.
 */
export function rawBodyOf(event: Pick<HttpEvent, 'body' | 'isBase64Encoded'>): string {
  if (event.body === undefined || event.body === null) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/** The `Stripe-Signature` header (payload 2.0 lower-cases names; hand-built events may not). */
export function stripeSignatureOf(event: Pick<HttpEvent, 'headers'>): string | undefined {
  const headers = event.headers ?? {};
  const key = Object.keys(headers).find((k) => k.toLowerCase() === 'stripe-signature');
  return key === undefined ? undefined : headers[key];
}

/** The browser's `Origin` header, which picks the web origin the billing pages return to. */
export function requestOrigin(event: Pick<HttpEvent, 'headers'>): string | undefined {
  const headers = event.headers ?? {};
  const key = Object.keys(headers).find((k) => k.toLowerCase() === 'origin');
  return key === undefined ? undefined : headers[key];
}
