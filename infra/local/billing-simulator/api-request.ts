import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiAnswer, ApiRequest } from './api-types';
import { stripeError } from './errors';
import { stripeId } from './ids';
import { STRIPE_API_VERSION_SIMULATED } from './webhook-sender';

/** Stripe's requests from the billing adapter are a few fields; a bigger body is refused (413). */
const MAX_API_BODY_BYTES = 64 * 1024;

/** Reads a `/v1/…` request's body (at most MAX_API_BODY_BYTES) and sends `api`'s answer in Stripe's wire format. */
export function answerApiRequest(api: (req: ApiRequest) => ApiAnswer, req: IncomingMessage, res: ServerResponse, path: string, query: string): void {
  const send = (answer: { status: number; body: unknown }) => {
    res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': stripeId('req'), 'stripe-version': STRIPE_API_VERSION_SIMULATED });
    res.end(JSON.stringify(answer.body));
  };
  const chunks: Buffer[] = [];
  let size = 0;
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_API_BODY_BYTES) return void chunks.push(chunk);
    // Read the rest away, so the connection still carries the answer.
    req.off('data', onData);
    req.resume();
    send(stripeError(413, 'invalid_request_error', `The request body is larger than ${MAX_API_BODY_BYTES / 1024} KB.`));
  };
  req.on('data', onData);
  req.on('end', () => {
    if (size > MAX_API_BODY_BYTES) return;
    send(api({ method: req.method ?? 'GET', path, query, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }));
  });
}
