import middy from '@middy/core';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { routeKeyOf, type RouteContract } from '../../../shared/api/contract';
import { type FunctionDef, type RouteDef, functions } from '../../routes';
import { authFromEvent, requireAuth } from './auth-context';
import { NotFoundError, NotImplementedError } from './errors';
import { httpErrorHandler } from './error-handler';
import { answerSignal } from './invocation-signal';
import type { HttpEvent } from './http-event';
import { jsonBodyParser } from './json-body';
import { createLogger } from '../logging';
import { requestLogging } from './logger';
import { API_RESPONSE_HEADERS, jsonResponse } from './response';
import { HttpResult, RawResult, type RouteImpl } from './route';
import { parseInput, skipped, unwrapAll } from './validation';

export type RouteKey = `${RouteDef['method']} ${string}`;
export type HttpHandler = (event: HttpEvent, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export interface HttpHandlerOptions {
  /**
   * Contract implementations (`implement(api.getProfile, ...)`), or (older handlers) implementations
   * by API Gateway route key (`'PUT /me/profile'`). Planned routes may be omitted.
   */
  routes?: RouteImpl[] | Partial<Record<RouteKey, RouteImpl>>;
  logger?: Logger;
  /** Check every JSON answer against its contract's response schema (default: local stage and tests). */
  validateResponses?: boolean;
}

/**
 * The middy pipeline every HTTP function uses: request logging → one error handler → JSON body
 * parser → router. The router dispatches on `event.routeKey` against the function's manifest
 * entry, checks the caller (auth from the manifest), validates path, query and body with the
 * route's zod schemas, and answers JSON. Planned manifest routes answer 501 on their own.
 */
export function createHttpHandler(functionName: string, options: HttpHandlerOptions = {}): HttpHandler {
  const definition = manifestEntry(functionName);
  const routes = bindRoutes(definition, options.routes ?? {});
  const logger = options.logger ?? createLogger(functionName);
  const validateResponses = options.validateResponses ?? responseValidationDefault();

  const router = async (event: HttpEvent, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    const route = routes.get(event.routeKey);
    if (!route) throw new NotFoundError('NOT_FOUND', 'This API route does not exist.');
    const auth = route.auth === 'user' ? requireAuth(event) : authFromEvent(event);
    const { schemas } = route;
    const [params, query, body] = unwrapAll([
      schemas.params ? parseInput(schemas.params, event.pathParameters ?? {}, 'path') : skipped,
      schemas.query ? parseInput(schemas.query, event.queryStringParameters ?? {}, 'query') : skipped,
      !schemas.body
        ? skipped
        : event.parsedBody === undefined
          ? { ok: false as const, fields: [{ path: 'body', message: 'A JSON body is required.' }] }
          : parseInput(schemas.body, event.parsedBody, 'body'),
    ] as const);
    const result = await route.handle({ auth, params, query, body, event, logger, signal: answerSignal(context) } as Parameters<RouteImpl['handle']>[0]);
    const requestId = event.requestContext.requestId;
    if (result instanceof RawResult) {
      return { statusCode: result.status, headers: { ...result.headers, ...API_RESPONSE_HEADERS, 'x-request-id': requestId }, body: result.body };
    }
    if (result instanceof HttpResult) return jsonResponse(result.status, result.body, requestId, result.headers);
    if (validateResponses && route.contract?.response) assertMatchesContract(route.contract, result ?? {});
    return jsonResponse(200, result ?? {}, requestId);
  };

  return middy<HttpEvent, APIGatewayProxyStructuredResultV2>()
    .use(requestLogging(logger))
    .use(httpErrorHandler(logger))
    .use(jsonBodyParser())
    .handler(router) as unknown as HttpHandler;
}

function manifestEntry(functionName: string): FunctionDef {
  const definition = functions.find((f) => f.name === functionName);
  if (!definition) throw new Error(`Function "${functionName}" is not in functions/routes.ts.`);
  return definition;
}

/**
 * Matches implementations to the manifest, failing at cold start (and in tests) when they drift:
 * every live route needs an implementation with the same auth, and nothing may be implemented that
 * the manifest does not list.
 */
function bindRoutes(definition: FunctionDef, given: RouteImpl[] | Partial<Record<RouteKey, RouteImpl>>): Map<string, RouteImpl> {
  const impls = Array.isArray(given) ? byRouteKey(definition, given) : given;
  const bound = new Map<string, RouteImpl>();
  for (const route of definition.routes) {
    const key = routeKeyOf(route);
    const impl = impls[key as RouteKey];
    if (impl?.contract && impl.contract !== route.contract) {
      throw new Error(`${definition.name}: ${key} implements another contract than the manifest lists.`);
    }
    if (impl && impl.auth !== route.auth) {
      throw new Error(`${definition.name}: ${key} is "${route.auth}" in the manifest but implemented as "${impl.auth}".`);
    }
    if (!impl && route.status === 'live') throw new Error(`${definition.name}: live route ${key} has no implementation.`);
    bound.set(key, impl ?? plannedRoute(route));
  }
  for (const key of Object.keys(impls)) {
    if (!bound.has(key)) throw new Error(`${definition.name}: ${key} is implemented but not in the manifest.`);
  }
  return bound;
}

function byRouteKey(definition: FunctionDef, impls: RouteImpl[]): Partial<Record<RouteKey, RouteImpl>> {
  const keyed: Partial<Record<RouteKey, RouteImpl>> = {};
  for (const impl of impls) {
    if (!impl.contract) throw new Error(`${definition.name}: an implementation has no contract; use implement(contract, handler).`);
    const key = routeKeyOf(impl.contract);
    if (keyed[key]) throw new Error(`${definition.name}: ${key} is implemented twice.`);
    keyed[key] = impl;
  }
  return keyed;
}

/** Locally and in tests every answer is checked; in AWS (dev, prod stages) the check is skipped for speed. */
function responseValidationDefault(): boolean {
  const stage = process.env.FORKSURE_STAGE;
  return stage === undefined || stage === 'local';
}

/** An answer that breaks its contract is a bug: it fails loudly (500, logged) where tests can see it. */
function assertMatchesContract(contract: RouteContract, body: unknown): void {
  const parsed = contract.response?.safeParse(body);
  if (!parsed || parsed.success) return;
  const problems = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new Error(`${routeKeyOf(contract)} answered outside its contract: ${problems.join('; ')}`);
}

/** The 501 a planned route answers until its issue lands. Auth still applies, as it will later. */
export function plannedRoute(route: RouteDef): RouteImpl {
  const when = route.issue ? `issue #${route.issue}` : 'a later issue';
  return {
    auth: route.auth,
    schemas: {},
    handle: () => Promise.reject(new NotImplementedError(`${route.summary} is not available yet: it arrives with ${when}.`)),
  };
}
