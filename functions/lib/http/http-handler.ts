import middy from '@middy/core';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { routeKeyOf, type RouteContract } from '../../../shared/api/contract';
import { authFromEvent, requireAuth } from './auth-context';
import { NotImplementedError } from './errors';
import { httpErrorHandler } from './error-handler';
import { answerSignal } from './invocation-signal';
import type { HttpEvent } from './http-event';
import { jsonBodyParser } from './json-body';
import { createLogger } from '../logging';
import type { MetricsPort } from '../observability/metrics-port';
import { defaultMetrics } from '../observability/powertools-metrics';
import { requestTracing } from '../observability/tracing';
import { requestLogging } from './logger';
import { API_RESPONSE_HEADERS, jsonResponse } from './response';
import { HttpResult, RawResult, type RouteImpl } from './route';
import { responseChecker, responseChecksFor, type ResponseChecks } from './response-checks';
import { parseInput, skipped, unwrapAll } from './validation';

/** A Lambda handler that also tells which contracts it implements (the manifest test compares them). */
export type HttpHandler = ((event: HttpEvent, context: Context) => Promise<APIGatewayProxyStructuredResultV2>) & {
  readonly implemented: readonly RouteContract[];
};

export interface HttpHandlerOptions {
  /** Contract implementations (`implement(api.getProfile, ...)`); the function's planned routes are left out. */
  routes?: RouteImpl[];
  logger?: Logger;
  /** Where the handler's counts go (default: this container's Powertools metrics). */
  metrics?: MetricsPort;
  /** Which JSON answers are checked against their contract's response schema (default: see response-checks.ts). */
  responseChecks?: ResponseChecks;
}

/** What a route without an implementation answers: API Gateway only sends this function its manifest routes, so it is a planned one. */
export const PLANNED_ROUTE_MESSAGE = 'This is not available yet: it arrives with a later issue.';

/**
 * The middy pipeline every HTTP function uses: tracing → request logging → one error handler → JSON body
 * parser → router. The router dispatches on `event.routeKey` to the contract implemented for it,
 * checks the caller (the contract's auth), validates path, query and body with the contract's zod
 * schemas, and answers JSON. A route key with no implementation is one of the function's planned
 * routes: 501. The handler does not import the route manifest (it would bundle every contract into
 * every function); `functions/handlers.test.ts` checks each handler against it instead.
 */
export function createHttpHandler(functionName: string, options: HttpHandlerOptions = {}): HttpHandler {
  const impls = options.routes ?? [];
  const routes = bindRoutes(functionName, impls);
  const logger = options.logger ?? createLogger(functionName);
  const metrics = options.metrics ?? defaultMetrics();
  const checkResponse = responseChecker(options.responseChecks ?? responseChecksFor(process.env));

  const router = async (event: HttpEvent, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    const route = routes.get(event.routeKey);
    if (!route) throw new NotImplementedError(PLANNED_ROUTE_MESSAGE);
    const { contract } = route;
    const auth = contract.auth === 'user' ? requireAuth(event) : authFromEvent(event);
    const schemas = contract.request;
    const [params, query, body] = unwrapAll([
      schemas.params ? parseInput(schemas.params, event.pathParameters ?? {}, 'path') : skipped,
      schemas.query ? parseInput(schemas.query, event.queryStringParameters ?? {}, 'query') : skipped,
      !schemas.body
        ? skipped
        : event.parsedBody === undefined
          ? { ok: false as const, fields: [{ path: 'body', message: 'A JSON body is required.' }] }
          : parseInput(schemas.body, event.parsedBody, 'body'),
    ] as const);
    const result = await route.handle({ auth, params, query, body, event, logger, metrics, signal: answerSignal(context) } as Parameters<RouteImpl['handle']>[0]);
    const requestId = event.requestContext.requestId;
    if (result instanceof RawResult) {
      return { statusCode: result.status, headers: { ...result.headers, ...API_RESPONSE_HEADERS, 'x-request-id': requestId }, body: result.body };
    }
    if (result instanceof HttpResult) return jsonResponse(result.status, result.body, requestId, result.headers);
    checkResponse(contract, result ?? {});
    return jsonResponse(200, result ?? {}, requestId);
  };

  const handler = middy<HttpEvent, APIGatewayProxyStructuredResultV2>()
    .use(requestTracing(functionName, (why) => logger.warn('X-Ray tracing is off', { why })))
    .use(requestLogging(logger))
    .use(httpErrorHandler(logger, metrics))
    .use(jsonBodyParser())
    .handler(router);
  return Object.assign(handler, { implemented: impls.map((impl) => impl.contract) }) as unknown as HttpHandler;
}

/** Each route key once; a second implementation of the same route is a mistake caught at cold start. */
function bindRoutes(functionName: string, impls: RouteImpl[]): Map<string, RouteImpl> {
  const bound = new Map<string, RouteImpl>();
  for (const impl of impls) {
    const key = routeKeyOf(impl.contract);
    if (bound.has(key)) throw new Error(`${functionName}: ${key} is implemented twice.`);
    bound.set(key, impl);
  }
  return bound;
}
