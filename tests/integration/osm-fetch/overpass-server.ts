import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking the Overpass API's wire format: POST /api/interpreter with the query
 * in a form field `data`, answered with Overpass JSON or one of its error answers. Each request takes
 * the next scripted answer (the last one repeats); every request is recorded.
 */
export interface RecordedRequest {
  at: number;
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  query: string;
}

export type ScriptedAnswer = (response: ServerResponse) => void;

export interface OverpassServer {
  url: string;
  requests: RecordedRequest[];
  script(...answers: ScriptedAnswer[]): void;
  close(): Promise<void>;
}

export async function startOverpassServer(): Promise<OverpassServer> {
  let answers: ScriptedAnswer[] = [];
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ at: Date.now(), method: request.method ?? '', path: request.url ?? '', headers: request.headers, query: new URLSearchParams(body).get('data') ?? '' });
      const answer = answers.length > 1 ? answers.shift()! : answers[0];
      if (answer) answer(response);
      else response.writeHead(500).end('no answer scripted');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/interpreter`,
    requests,
    script: (...next) => {
      answers = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An Overpass JSON answer around `elements`, with the header a real server sends. */
export function overpassJson(elements: unknown[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    version: 0.6,
    generator: 'Overpass API 0.7.62.5 1bd436f1',
    osm3s: {
      timestamp_osm_base: '2026-11-27T20:15:00Z',
      copyright: 'The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.',
    },
    elements,
    ...extra,
  });
}

export const answerJson = (body: string): ScriptedAnswer => (response) => {
  response.writeHead(200, { 'content-type': 'application/json' }).end(body);
};

/** 429 as Overpass sends it when the caller has no free slot; `retryAfter` in seconds, if any. */
export const answerTooManyRequests = (retryAfter?: number): ScriptedAnswer => (response) => {
  response
    .writeHead(429, 'Too Many Requests', { 'content-type': 'text/html; charset=utf-8', ...(retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) }) })
    .end('<html><body><p><strong style="color:#FF0000">Error</strong>: runtime error: open64: 0 Success /osm3s_osm_base Dispatcher_Client::request_read_and_idx::rate_limited. Please check /api/status for the quota of your IP address.</p></body></html>');
};

export const answerGatewayTimeout = (retryAfter?: number): ScriptedAnswer => (response) => {
  response
    .writeHead(504, 'Gateway Timeout', { 'content-type': 'text/html; charset=utf-8', ...(retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) }) })
    .end('<html><body><p><strong style="color:#FF0000">Error</strong>: runtime error: open64: 0 Success /osm3s_osm_base Dispatcher_Client::request_read_and_idx::timeout. The server is probably too busy to handle your request.</p></body></html>');
};
