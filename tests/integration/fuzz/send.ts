import { request } from 'node:http';
import type { FuzzRequest } from './contract-cases';

/** What came back: a status, or no answer at all (the connection dropped or timed out). */
export type Outcome = { status: number } | { status: 'no answer'; error: string };

/**
 * Sends a request exactly as built (raw path, any Host), over a fresh connection, and waits for the
 * status. A server that answers early (413 before reading a 1 MB body) and closes still counts as
 * answered: the status is taken as soon as the head arrives.
 */
export function send(baseUrl: string, fuzz: FuzzRequest, token: string | undefined, timeoutMs: number): Promise<Outcome> {
  const url = new URL(baseUrl);
  const headers: Record<string, string | number> = { ...fuzz.headers, connection: 'close' };
  if (fuzz.signedIn && token) headers.authorization = `Bearer ${token}`;
  const body = fuzz.body === undefined ? undefined : Buffer.from(fuzz.body, 'utf8');
  if (body) headers['content-length'] = body.length;
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const req = request({ host: url.hostname, port: url.port, method: fuzz.method, path: fuzz.path, headers, timeout: timeoutMs }, (res) => {
      done({ status: res.statusCode ?? 0 });
      res.resume();
    });
    req.on('timeout', () => {
      done({ status: 'no answer', error: `no answer within ${timeoutMs} ms` });
      req.destroy();
    });
    req.on('error', (error) => done({ status: 'no answer', error: error.message }));
    if (body) req.end(body);
    else req.end();
  });
}

/** Runs `work` over `items` with at most `limit` in flight. */
export async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}
