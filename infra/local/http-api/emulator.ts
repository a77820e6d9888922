import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FunctionDef } from '../../../functions/routes';
import { type AdmissionLimits, createAdmission } from './admission';
import { type Exchange, type InvokeOptions, invokeRoute, RETRY_AFTER_SECONDS } from './invoke-route';
import { compileRoutes, findRoute } from './route-table';

/**
 * A small API Gateway HTTP API emulator: matches manifest routes, answers CORS preflights,
 * authorizes `user` routes with the JWT authorizer, builds payload 2.0 events, invokes the real
 * handler and writes its result back. Gateway-generated errors use API Gateway's own bodies
 * (`{"message":"Not Found"}`, `{"message":"Unauthorized"}`, ...), so the web client sees locally
 * exactly what it will see in AWS.
 *
 * Beyond AWS: load is shed early (admission.ts: 503 + Retry-After instead of timeouts), and the
 * handler's context says when the caller hung up (`callerGone`, see invocation-signal.ts).
 */
export interface HttpApiOptions extends InvokeOptions {
  functions: FunctionDef[];
  allowedOrigins: string[];
  /** Called after each request, for the access log. */
  onRequest?: (entry: { requestId: string; method: string; path: string; status: number; ms: number }) => void;
  /** Concurrency limits (default: DEFAULT_ADMISSION_LIMITS). */
  admission?: AdmissionLimits;
}

export interface HttpApi {
  (req: IncomingMessage, res: ServerResponse, path: string, rawQuery: string): Promise<void>;
  /** Resolves once every admitted invocation has settled, so a stopping runtime closes its stores after them. */
  drain(): Promise<void>;
}

const NO_SNIFF = { 'x-content-type-options': 'nosniff' };

export function createHttpApi(options: HttpApiOptions): HttpApi {
  const routes = compileRoutes(options.functions);
  const admission = createAdmission(options.admission);

  const handle = async function handle(req: IncomingMessage, res: ServerResponse, path: string, rawQuery: string): Promise<void> {
    const exchange = openExchange(options, req, res, path, rawQuery);
    const { method, gatewayError } = exchange;
    const origin = req.headers.origin;
    if (method === 'OPTIONS' && origin && req.headers['access-control-request-method']) {
      return exchange.send(204, preflightHeaders(origin, options.allowedOrigins), '');
    }

    const lookup = findRoute(routes, method, path);
    if (lookup.kind === 'malformed') return gatewayError(400, 'Bad Request');
    if (lookup.kind === 'not-found') return gatewayError(404, 'Not Found');
    if (lookup.kind === 'method-not-allowed') {
      return gatewayError(405, 'Method Not Allowed', { allow: lookup.allowed.join(', ') });
    }

    const callerGone = callerGoneSignal(res);
    const release = await admission.enter(callerGone);
    if (!release) {
      req.resume();
      return gatewayError(503, 'Service Unavailable', { 'retry-after': String(RETRY_AFTER_SECONDS) });
    }
    try {
      await invokeRoute(options, exchange, lookup.compiled, lookup.pathParameters, callerGone);
    } finally {
      release();
    }
  };
  return Object.assign(handle, { drain: () => admission.idle() });
}

/** One request's answering side: every answer carries its request id and CORS headers, and is logged. */
function openExchange(options: HttpApiOptions, req: IncomingMessage, res: ServerResponse, path: string, rawQuery: string): Exchange {
  const started = Date.now();
  const requestId = newRequestId();
  const method = (req.method ?? 'GET').toUpperCase();
  const corsHeaders = corsFor(req.headers.origin, options.allowedOrigins);
  const send = (status: number, headers: Record<string, string>, body: string | Buffer) => {
    res.writeHead(status, { ...corsHeaders, 'apigw-requestid': requestId, ...headers });
    res.end(body);
    options.onRequest?.({ requestId, method, path, status, ms: Date.now() - started });
  };
  const gatewayError = (status: number, message: string, extra: Record<string, string> = {}) =>
    send(status, { 'content-type': 'application/json', ...NO_SNIFF, ...extra }, JSON.stringify({ message }));
  return { req, res, method, path, rawQuery, requestId, send, gatewayError };
}

/** Aborted when the caller hangs up before its answer is written. */
function callerGoneSignal(res: ServerResponse): AbortSignal {
  const callerGone = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) callerGone.abort();
  });
  return callerGone.signal;
}

function corsFor(origin: string | undefined, allowed: string[]): Record<string, string> {
  if (!origin || !allowed.includes(origin)) return {};
  return { 'access-control-allow-origin': origin, 'access-control-expose-headers': 'apigw-requestid, x-request-id', vary: 'origin' };
}

function preflightHeaders(origin: string, allowed: string[]): Record<string, string> {
  if (!allowed.includes(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': 'authorization, content-type',
    'access-control-max-age': '600',
    vary: 'origin',
  };
}

/** API Gateway request ids look like `Y2Ctxhq3IAMEbSA=`; ours are similar and unique. */
function newRequestId(): string {
  return randomBytes(10).toString('base64url');
}
