import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildContext, buildEvent } from './event';
import type { LambdaHandler } from './handler-loader';
import type { JwtAuthorizer } from './jwt-authorizer';
import type { CompiledRoute } from './route-table';

/** API Gateway's payload limit for HTTP APIs. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
const DEFAULT_TIMEOUT_SECONDS = 10;
/** HTTP API integrations time out after 30 s whatever the function's own timeout. */
const GATEWAY_TIMEOUT_SECONDS = 30;
/** What a shed request is told; a second is enough for the queue to move. */
export const RETRY_AFTER_SECONDS = 1;

/** One request to the emulator and how to answer it (emulator.ts opens it). */
export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  /** Upper case. */
  method: string;
  path: string;
  rawQuery: string;
  requestId: string;
  send(status: number, headers: Record<string, string>, body: string | Buffer): void;
  /** An error the gateway itself answers, with API Gateway's body (`{"message":"Not Found"}`). */
  gatewayError(status: number, message: string, extra?: Record<string, string>): void;
}

/** What invoking a route needs of the emulator's options (emulator.ts's HttpApiOptions has these). */
export interface InvokeOptions {
  authorizer: JwtAuthorizer;
  loadHandler: (entry: string) => Promise<LambdaHandler>;
  stage: string;
  /**
   * Tests only: how many times its configured timeout a function may run (default 1, as in AWS). A
   * Lambda has its CPU to itself; a test machine shared by a dozen processes does not, and a rule under
   * test should not fail because the machine was busy.
   */
  timeoutScale?: number;
}
type AuthorizerContext = { claims: Record<string, string>; scopes: string[] | null };

/** Runs an admitted request's route: reads the body, authorizes, invokes the handler, writes its result. */
export async function invokeRoute(
  options: InvokeOptions,
  exchange: Exchange,
  compiled: CompiledRoute,
  pathParameters: Record<string, string>,
  callerGone: AbortSignal,
): Promise<void> {
  const { req, gatewayError } = exchange;
  let body: Buffer;
  try {
    body = await readBody(req);
  } catch {
    if (callerGone.aborted) return;
    return gatewayError(413, 'Request Entity Too Large');
  }

  let authorizer: AuthorizerContext | undefined;
  if (compiled.route.auth === 'user') {
    authorizer = await authorizeCaller(options, exchange);
    if (!authorizer) return;
  }
  // Nobody is waiting any more: a Lambda is never invoked for a request the gateway dropped.
  if (callerGone.aborted) return;

  const event = buildEvent({
    method: exchange.method,
    rawPath: exchange.path,
    rawQueryString: exchange.rawQuery,
    headers: req.headers,
    body,
    routeKey: compiled.routeKey,
    pathParameters,
    requestId: exchange.requestId,
    sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
    stage: options.stage,
    authorizer,
  });
  await runHandler(options, exchange, compiled, event, callerGone);
}

/** The JWT authorizer's claims for a `user` route, or undefined once the caller was answered 401 or 503. */
async function authorizeCaller(options: InvokeOptions, { req, gatewayError }: Exchange): Promise<AuthorizerContext | undefined> {
  const result = await options.authorizer.authorize(req.headers.authorization);
  if (!result.ok && result.unavailable) return void gatewayError(503, 'Service Unavailable', { 'retry-after': String(RETRY_AFTER_SECONDS) });
  if (!result.ok) return void gatewayError(401, 'Unauthorized', { 'www-authenticate': 'Bearer' });
  return { claims: result.claims, scopes: result.scopes };
}

/** Invokes the route's handler within the gateway's timeout and writes its result (500 when it throws). */
async function runHandler(options: InvokeOptions, exchange: Exchange, compiled: CompiledRoute, event: unknown, callerGone: AbortSignal): Promise<void> {
  const { requestId, gatewayError } = exchange;
  const timeoutMs = Math.min(compiled.fn.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS, GATEWAY_TIMEOUT_SECONDS) * 1000 * (options.timeoutScale ?? 1);
  // Built once admitted: a Lambda's clock starts when it is invoked, not while the gateway queues.
  const context = buildContext(`forksure-${compiled.fn.name}`, requestId, timeoutMs, callerGone);

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
  for (const cookie of response.cookies) exchange.res.appendHeader('set-cookie', cookie);
  return exchange.send(response.statusCode, response.headers, response.body);
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

