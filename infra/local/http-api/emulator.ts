import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FunctionDef } from '../../../functions/routes';
import { buildContext, buildEvent } from './event';
import type { LambdaHandler } from './handler-loader';
import type { JwtAuthorizer } from './jwt-authorizer';
import { compileRoutes, findRoute } from './route-table';

/**
 * A small API Gateway HTTP API emulator: matches manifest routes, answers CORS preflights,
 * authorizes `user` routes with the JWT authorizer, builds payload 2.0 events, invokes the real
 * handler and writes its result back. Gateway-generated errors use API Gateway's own bodies
 * (`{"message":"Not Found"}`, `{"message":"Unauthorized"}`, ...), so the web client sees locally
 * exactly what it will see in AWS.
 */
export interface HttpApiOptions {
  functions: FunctionDef[];
  authorizer: JwtAuthorizer;
  loadHandler: (entry: string) => Promise<LambdaHandler>;
  allowedOrigins: string[];
  stage: string;
  /** Called after each request, for the access log. */
  onRequest?: (entry: { requestId: string; method: string; path: string; status: number; ms: number }) => void;
}

/** API Gateway's payload limit for HTTP APIs. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
const DEFAULT_TIMEOUT_SECONDS = 10;
/** HTTP API integrations time out after 30 s whatever the function's own timeout. */
const GATEWAY_TIMEOUT_SECONDS = 30;

export function createHttpApi(options: HttpApiOptions) {
  const routes = compileRoutes(options.functions);

  return async function handle(req: IncomingMessage, res: ServerResponse, path: string, rawQuery: string): Promise<void> {
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
      send(status, { 'content-type': 'application/json', ...extra }, JSON.stringify({ message }));

    if (method === 'OPTIONS' && origin && req.headers['access-control-request-method']) {
      return send(204, preflightHeaders(origin, options.allowedOrigins), '');
    }

    const lookup = findRoute(routes, method, path);
    if (lookup.kind === 'not-found') return gatewayError(404, 'Not Found');
    if (lookup.kind === 'method-not-allowed') {
      return gatewayError(405, 'Method Not Allowed', { allow: lookup.allowed.join(', ') });
    }

    let body: Buffer;
    try {
      body = await readBody(req);
    } catch {
      return gatewayError(413, 'Request Entity Too Large');
    }

    const { compiled, pathParameters } = lookup;
    let authorizer: { claims: Record<string, string>; scopes: string[] | null } | undefined;
    if (compiled.route.auth === 'user') {
      const result = await options.authorizer.authorize(req.headers.authorization);
      if (!result.ok) return gatewayError(401, 'Unauthorized', { 'www-authenticate': 'Bearer' });
      authorizer = { claims: result.claims, scopes: result.scopes };
    }

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
    const timeoutSeconds = Math.min(compiled.fn.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS, GATEWAY_TIMEOUT_SECONDS);
    const context = buildContext(`forksure-${compiled.fn.name}`, requestId, timeoutSeconds * 1000);

    let result: unknown;
    try {
      const handler = await options.loadHandler(compiled.fn.entry);
      result = await withTimeout(handler(event, context), timeoutSeconds * 1000);
    } catch (error) {
      if (error instanceof TimeoutError) return gatewayError(503, 'Service Unavailable');
      console.error(`[api] ${compiled.routeKey} failed (${requestId}):`, error);
      return gatewayError(500, 'Internal Server Error');
    }
    const response = toHttpResponse(result);
    for (const cookie of response.cookies) res.appendHeader('set-cookie', cookie);
    return send(response.statusCode, response.headers, response.body);
  };
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
  });
}

class TimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** API Gateway request ids look like `Y2Ctxhq3IAMEbSA=`; ours are similar and unique. */
function newRequestId(): string {
  return randomBytes(10).toString('base64url');
}
