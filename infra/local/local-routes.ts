import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RuntimeConfig } from '../../shared/config/runtime-config';
import type { BillingSimulator } from './billing-simulator/simulator';
import { handleBillingPages } from './dev-pages/billing';
import { handleOutboxPage } from './dev-pages/outbox';
import type { HttpApi } from './http-api/emulator';
import { decodeLocalPath, sendBadPath } from './local-path';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** Where the embedded Cognito is mounted on the local server. */
export const COGNITO_PREFIX = '/cognito';

/** The parts of the running local server that its paths lead to. */
export interface LocalRoutes {
  origin: string;
  port: number;
  api: HttpApi;
  cognito: RequestHandler;
  billing: BillingSimulator;
  pool: { userPoolId: string; userPoolClientId: string };
  outboxDir: string;
  /** The web build, or null to run the API only. */
  web: ((req: IncomingMessage, res: ServerResponse, path: string) => void) | null;
  pageOrigins: readonly string[];
}

/** Every path of the local server: /api, /cognito, /v1 (billing API), then the local pages. */
export function routeRequests(routes: LocalRoutes): RequestHandler {
  return (req, res) => {
    const url = new URL(req.url ?? '/', routes.origin);
    const path = url.pathname;
    const fail = failureAnswer(res);
    try {
      if (path === '/api' || path.startsWith('/api/')) {
        routes.api(req, res, path.slice(4) || '/', url.search.slice(1)).catch(fail);
      } else if (path.startsWith(COGNITO_PREFIX)) {
        forwardToCognito(routes.cognito, req, res);
      } else if (path.startsWith('/v1/')) {
        routes.billing.handleApi(req, res, path, url.search.slice(1));
      } else {
        serveLocalPage(routes, req, res, path, fail);
      }
    } catch (error) {
      fail(error);
    }
  };
}

/** Logs a request's failure and answers 500 (when nothing was answered yet). */
function failureAnswer(res: ServerResponse) {
  return (error: unknown) => {
    console.error('[local] request failed:', error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('Internal error in the local runtime');
  };
}

/** The pages of this server (not the API): their path decoded once, a bad one answered 400. */
function serveLocalPage(routes: LocalRoutes, req: IncomingMessage, res: ServerResponse, path: string, fail: (error: unknown) => void) {
  const decoded = decodeLocalPath(path);
  if (!decoded.ok) return sendBadPath(res, decoded.message);
  const page = decoded.path;
  if (page === '/config.json') {
    sendJson(res, runtimeConfigFor(req, routes.port, routes.pool));
  } else if (page === '/dev/outbox' || page.startsWith('/dev/outbox/')) {
    handleOutboxPage(req, res, page.slice('/dev/outbox'.length), routes.outboxDir);
  } else if (page === '/dev/billing' || page.startsWith('/dev/billing/')) {
    handleBillingPages(req, res, page.slice('/dev/billing'.length), routes.billing, routes.pageOrigins).catch(fail);
  } else if (routes.web) {
    routes.web(req, res, page);
  } else {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
  }
}

/** Hands a /cognito request to the embedded Cognito, its URL relative to the mount point. */
export function forwardToCognito(handle: RequestHandler, req: IncomingMessage, res: ServerResponse) {
  req.url = req.url!.slice(COGNITO_PREFIX.length) || '/';
  handle(req, res);
}

/**
 * The web app's runtime configuration, pointing at this server as the browser reached it (the Host
 * is one of the accepted ones: every other was answered 421 before).
 */
function runtimeConfigFor(req: IncomingMessage, port: number, pool: { userPoolId: string; userPoolClientId: string }): RuntimeConfig {
  const base = `http://${req.headers.host ?? `localhost:${port}`}`;
  return {
    apiUrl: `${base}/api`,
    region: 'local',
    userPoolId: pool.userPoolId,
    userPoolClientId: pool.userPoolClientId,
    userPoolEndpoint: `${base}${COGNITO_PREFIX}`,
    mode: 'local',
    stage: 'local',
  };
}

function sendJson(res: ServerResponse, body: unknown) {
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}
