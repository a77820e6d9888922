import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FunctionDef } from '../../../functions/routes';
import { type AdmissionLimits, createAdmission } from './admission';
import { buildContext, buildEvent } from './event';
import type { LambdaHandler } from './handler-loader';
import type { JwtAuthorizer } from './jwt-authorizer';
import { type CompiledRoute, compileRoutes, findRoute } from './route-table';

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
export interface HttpApiOptions {
  functions: FunctionDef[];
  authorizer: JwtAuthorizer;
  loadHandler: (entry: string) => Promise<LambdaHandler>;
  allowedOrigins: string[];
  stage: string;
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

/** API Gateway's payload limit for HTTP APIs. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
const DEFAULT_TIMEOUT_SECONDS = 10;
/** HTTP API integrations time out after 30 s whatever the function's own timeout. */
const GATEWAY_TIMEOUT_SECONDS = 30;
/** What a shed request is told; a second is enough for the queue to move. */
const RETRY_AFTER_SECONDS = 1;
const NO_SNIFF = { 'x-content-type-options': 'nosniff' };

export function createHttpApi(options: HttpApiOptions): HttpApi {
  const routes = compileRoutes(options.functions);
  const admission = createAdmission(options.admission);

  const handle = async function handle(req: IncomingMessage, res: ServerResponse, path: string, rawQuery: string): Promise<void> {
    const started = Date.now();
    const requestId = newRequestId();
    const method = (req.method ?? 'GET').toUpperCase();
    const origin = req.headers.origin;
    const corsHeaders = corsFor(origin, options.allowedOrigins);
    const send = (status: number, headers: Record<string, string>, body: string | Buffer) => {
      res.writeHead(status, { ...corsHeaders, 'apigw-requestid': requestId, ...headers });
      res.end(body);
      options.onRequest?.({ requestId, method, path, status, ms: Date.now() - started });
    };
    const gatewayError = (status: number, message: string, extra: Record<string, string> = {}) =>
      send(status, { 'content-type': 'application/json', ...NO_SNIFF, ...extra }, JSON.stringify({ message }));

    if (method === 'OPTIONS' && origin && req.headers['access-control-request-method']) {
      return send(204, preflightHeaders(origin, options.allowedOrigins), '');
    }

    const lookup = findRoute(routes, method, path);
    if (lookup.kind === 'malformed') return gatewayError(400, 'Bad Request');
    if (lookup.kind === 'not-found') return gatewayError(404, 'Not Found');
    if (lookup.kind === 'method-not-allowed') {
      return gatewayError(405, 'Method Not Allowed', { allow: lookup.allowed.join(', ') });
    }

    // Aborted when the caller hangs up before its answer is written.
    const callerGone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) callerGone.abort();
    });
    const release = await admission.enter(callerGone.signal);
    if (!release) {
      req.resume();
      return gatewayError(503, 'Service Unavailable', { 'retry-after': String(RETRY_AFTER_SECONDS) });
    }
    try {
      await invoke(lookup.compiled, lookup.pathParameters, callerGone.signal);
    } finally {
      release();
    }

    async function invoke(compiled: CompiledRoute, pathParameters: Record<string, string>, callerGoneSignal: AbortSignal): Promise<void> {
      let body: Buffer;
      try {
        body = await readBody(req);
      } catch {
        if (callerGoneSignal.aborted) return;
        return gatewayError(413, 'Request Entity Too Large');
      }

      let authorizer: { claims: Record<string, string>; scopes: string[] | null } | undefined;
      if (compiled.route.auth === 'user') {
        const result = await options.authorizer.authorize(req.headers.authorization);
        if (!result.ok && result.unavailable) return gatewayError(503, 'Service Unavailable', { 'retry-after': String(RETRY_AFTER_SECONDS) });
        if (!result.ok) return gatewayError(401, 'Unauthorized', { 'www-authenticate': 'Bearer' });
        authorizer = { claims: result.claims, scopes: result.scopes };
      }
      // Nobody is waiting any more: a Lambda is never invoked for a request the gateway dropped.
      if (callerGoneSignal.aborted) return;

      const event = buildEvent({
        method,
        rawPath: path,
        rawQueryString: rawQuery,
        headers: req.headers,
        body,
        routeKey: compiled.routeKey,
        pathParameters,
        requestId,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        stage: options.stage,
        authorizer,
      });
      const timeoutMs = Math.min(compiled.fn.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS, GATEWAY_TIMEOUT_SECONDS) * 1000;
      // Built once admitted: a Lambda's clock starts when it is invoked, not while the gateway queues.
      const context = buildContext(`forksure-${compiled.fn.name}`, requestId, timeoutMs, callerGoneSignal);

      let result: unknown;
      try {
        const handler = await options.loadHandler(compiled.fn.entry);
        // On timeout the caller gets its 503 at once; the invocation keeps its slot until it settles,
        // as a Lambda keeps running after the gateway gave up on it.
        result = await withTimeout(handler(event, context), timeoutMs, () =>
          gatewayError(503, 'Service Unavailable', { 'retry-after': String(RETRY_AFTER_SECONDS) }),
        );
      } catch (error) {
        if (error instanceof TimeoutError) return;
        console.error(`[api] ${compiled.routeKey} failed (${requestId}):`, error);
        return gatewayError(500, 'Internal Server Error');
      }
      const response = toHttpResponse(result);
      for (const cookie of response.cookies) res.appendHeader('set-cookie', cookie);
      return send(response.statusCode, response.headers, response.body);
    }
  };
  return Object.assign(handle, { drain: () => admission.idle() });
}

interface HttpResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string | Buffer;
  cookies: string[];
}

/** Interprets a handler result the way HTTP API payload 2.0 does. */
export function toHttpResponse(result: unknown): HttpResponse {
  const isStructured = typeof result === 'object' && result !== null && 'statusCode' in result;
  if (!isStructured) {
    // A result without statusCode is taken as a 200 JSON body.
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body, cookies: [] };
  }
  const r = result as { statusCode: number; headers?: Record<string, unknown>; body?: string; isBase64Encoded?: boolean; cookies?: string[] };
  const headers = Object.fromEntries(Object.entries(r.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));
  const body = r.body === undefined ? '' : r.isBase64Encoded ? Buffer.from(r.body, 'base64') : r.body;
  return { statusCode: r.statusCode, headers, body, cookies: r.cookies ?? [] };
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

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
    // A caller that hangs up mid-body never sends 'end'; without this its slot would never free.
    req.on('close', () => {
      if (!req.complete) reject(new Error('request aborted'));
    });
  });
}

class TimeoutError extends Error {}

/**
 * Settles with the promise; when `ms` pass first, calls `onTimeout` at once and rejects with a
 * TimeoutError only when the promise settles, so whoever awaits it still waits for the work.
 */
function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    onTimeout();
  }, ms);
  return promise.then(
    (value) => {
      clearTimeout(timer);
      if (timedOut) throw new TimeoutError();
      return value;
    },
    (error: unknown) => {
      clearTimeout(timer);
      throw timedOut ? new TimeoutError() : error;
    },
  );
}

/** API Gateway request ids look like `Y2Ctxhq3IAMEbSA=`; ours are similar and unique. */
function newRequestId(): string {
  return randomBytes(10).toString('base64url');
}
