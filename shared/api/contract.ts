import type * as z from 'zod';

/**
 * A route contract: the one description of an API route that the manifest (grants), the handler
 * (implementation) and the web client (typed call) all refer to. Method, path and auth are fixed
 * here; the request schemas validate input on the server, the response schema describes what the
 * route answers (checked on the server in tests and development, and by the web client in dev).
 *
 * Planned routes have a contract without schemas; their issue adds them.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `user`: a valid Cognito token is required (JWT authorizer). `public`: no authorizer. */
export type RouteAuth = 'user' | 'public';

export interface RequestSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

export interface RouteContract<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  A extends RouteAuth = RouteAuth,
  Req extends RequestSchemas = RequestSchemas,
  Res extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: M;
  /** API Gateway syntax: `/places/{id}`. */
  path: P;
  auth: A;
  summary: string;
  request: Req;
  /** The JSON answer on success; undefined for planned routes and non-JSON answers (images, redirects). */
  response: Res;
  /** What a non-JSON route answers instead, for the API reference (e.g. `image/svg+xml`). */
  produces?: string;
}

interface ContractInput<M extends HttpMethod, P extends string, A extends RouteAuth, Req extends RequestSchemas, Res extends z.ZodType | undefined> {
  method: M;
  path: P;
  auth: A;
  summary: string;
  request?: Req;
  response?: Res;
  produces?: string;
}

export function defineRoute<
  M extends HttpMethod,
  P extends string,
  A extends RouteAuth,
  Req extends RequestSchemas = Record<never, never>,
  Res extends z.ZodType | undefined = undefined,
>(input: ContractInput<M, P, A, Req, Res>): RouteContract<M, P, A, Req, Res> {
  return {
    method: input.method,
    path: input.path,
    auth: input.auth,
    summary: input.summary,
    request: (input.request ?? {}) as Req,
    response: input.response as Res,
    ...(input.produces ? { produces: input.produces } : {}),
  };
}

/** API Gateway's route key, e.g. `POST /places/search`. */
export function routeKeyOf(contract: Pick<RouteContract, 'method' | 'path'>): `${HttpMethod} ${string}` {
  return `${contract.method} ${contract.path}`;
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends: the schemas' input types (defaults may be left out). */
export type RequestOf<C extends RouteContract> = {
  [K in keyof C['request'] as C['request'][K] extends z.ZodType ? K : never]: Input<C['request'][K]>;
};

/** What the route answers on success. */
export type ResponseOf<C extends RouteContract> = C['response'] extends z.ZodType ? z.output<C['response']> : unknown;

/** What the server's handler receives after validation. */
export type ParsedRequestOf<C extends RouteContract> = {
  body: Output<C['request']['body']>;
  query: Output<C['request']['query']>;
  params: Output<C['request']['params']>;
};

/** Fills `{name}` segments of a contract path; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
