import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLoopbackHost, reachableUrls } from './exposure';

/**
 * The names the local server answers to. A page that a DNS rebinding points at 127.0.0.1 sends its
 * own name in `Host` (say `attacker.example:3000`); answering it would let that page read the outbox
 * and sign in as its users. So only these Host values are served: localhost, 127.0.0.1 and [::1] with
 * the port, the HOST the server was given (every interface address when it is 0.0.0.0 or ::), and
 * the hosts of the configured page origins (CORS_ORIGINS, a proxying Vite dev server).
 */
export interface AcceptedHosts {
  /** Whether a request's Host header names this server (case-insensitive; a missing Host is not). */
  accepts(host: string | undefined): boolean;
  /** `http://<host>` for every accepted host of this server's own port, then the configured origins. */
  pageOrigins: string[];
  /** `http://<host>` for the names of this server itself (what it serves its pages under). */
  ownOrigins: string[];
}

export function acceptedHosts(options: { host: string; port: number; corsOrigins?: readonly string[] }): AcceptedHosts {
  const { host, port } = options;
  const own = new Set([`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]);
  if (isLoopbackHost(host)) own.add(new URL(`http://${host.includes(':') ? `[${host}]` : host}:${port}`).host);
  else for (const url of reachableUrls(host, port)) own.add(new URL(url).host);
  const corsOrigins = options.corsOrigins ?? [];
  const names = new Set([...own].map((h) => h.toLowerCase()));
  for (const origin of corsOrigins) {
    const url = new URL(origin);
    names.add(url.host.toLowerCase());
    // A browser leaves the default port out of Host; accept it spelt out too.
    if (!url.port) names.add(`${url.hostname}:${url.protocol === 'https:' ? 443 : 80}`.toLowerCase());
  }
  return {
    accepts: (value) => value !== undefined && names.has(value.toLowerCase()),
    pageOrigins: [...new Set([...[...own].map((h) => `http://${h}`), ...corsOrigins])],
    ownOrigins: [...own].map((h) => `http://${h}`),
  };
}

/** The answer to a request for a name this server does not serve. */
export function sendMisdirected(res: ServerResponse, req: IncomingMessage): void {
  req.resume();
  res.writeHead(421, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
  res.end('Misdirected Request: this server answers only to its own addresses (localhost, 127.0.0.1, its HOST and CORS_ORIGINS).');
}
