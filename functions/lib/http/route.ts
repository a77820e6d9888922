import type { Logger } from '@aws-lambda-powertools/logger';
import type { z } from 'zod';
import type { ParsedRequestOf, RouteAuth, RouteContract } from '../../../shared/api/contract';
import type { AuthContext } from './auth-context';
import type { HttpEvent } from './http-event';

export interface RouteSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<A extends RouteAuth, S extends RouteSchemas> {
  auth: A extends 'user' ? AuthContext : AuthContext | null;
  body: Parsed<S['body']>;
  query: Parsed<S['query']>;
  params: Parsed<S['params']>;
  event: HttpEvent;
  logger: Logger;
  /** Aborts once the answer can no longer reach the caller (invocation-signal.ts). */
  signal: AbortSignal;
}

/** A non-200 success, e.g. `new HttpResult(201, created)`. Plain return values answer 200. */
export class HttpResult {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** A non-JSON answer, e.g. an SVG image: the body is sent as it is, with the given headers. */
export class RawResult {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly headers: Record<string, string>,
  ) {}
}

export interface RouteImpl<A extends RouteAuth = RouteAuth, S extends RouteSchemas = RouteSchemas> {
  auth: A;
  schemas: S;
  handle(input: RouteInput<A, S>): Promise<unknown>;
  /** The contract this implements: the router checks the answer against its response schema. */
  contract?: RouteContract;
}

/** What a contract's handler receives: the validated request, the caller, the raw event and the logger. */
export type ContractInput<C extends RouteContract> = ParsedRequestOf<C> & {
  auth: C['auth'] extends 'user' ? AuthContext : AuthContext | null;
  event: HttpEvent;
  logger: Logger;
  /** Aborts once the answer can no longer reach the caller (invocation-signal.ts). */
  signal: AbortSignal;
};

/**
 * Implements a route contract: auth and input schemas come from the contract, so the handler
 * cannot drift from what the manifest and the web client use. Return the response body (200), an
 * HttpResult for another status, or a RawResult for non-JSON answers.
 */
export function implement<C extends RouteContract>(
  contract: C,
  handle: (input: ContractInput<C>) => Promise<unknown>,
): RouteImpl & { contract: C } {
  return {
    auth: contract.auth,
    schemas: contract.request,
    handle: handle as RouteImpl['handle'],
    contract,
  };
}

/** A route that needs a signed-in user; its handler always receives an AuthContext. */
export function userRoute<S extends RouteSchemas>(
  schemas: S,
  handle: (input: RouteInput<'user', S>) => Promise<unknown>,
): RouteImpl<'user', S> {
  return { auth: 'user', schemas, handle };
}

/** A public route; the caller's AuthContext is passed when claims happen to be present. */
export function publicRoute<S extends RouteSchemas>(
  schemas: S,
  handle: (input: RouteInput<'public', S>) => Promise<unknown>,
): RouteImpl<'public', S> {
  return { auth: 'public', schemas, handle };
}
