import type { Logger } from '@aws-lambda-powertools/logger';
import type { MetricsPort } from '../observability/metrics-port';
import type { ParsedRequestOf, RouteContract } from '../../../shared/api/contract';
import type { AuthContext } from './auth-context';
import type { HttpEvent } from './http-event';

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

/** One route's implementation: its contract and the function that answers it. */
export interface RouteImpl<C extends RouteContract = RouteContract> {
  contract: C;
  handle(input: ContractInput<C>): Promise<unknown>;
}

/** What a contract's handler receives: the validated request, the caller, the raw event, the logger and the metrics. */
export type ContractInput<C extends RouteContract> = ParsedRequestOf<C> & {
  auth: C['auth'] extends 'user' ? AuthContext : AuthContext | null;
  event: HttpEvent;
  logger: Logger;
  metrics: MetricsPort;
  /** Aborts once the answer can no longer reach the caller (invocation-signal.ts). */
  signal: AbortSignal;
};

/**
 * Implements a route contract: auth and input schemas come from the contract, so the handler
 * cannot drift from what the manifest and the web client use. Return the response body (200), an
 * HttpResult for another status, or a RawResult for non-JSON answers.
 */
export function implement<C extends RouteContract>(contract: C, handle: (input: ContractInput<C>) => Promise<unknown>): RouteImpl<C> {
  return { contract, handle };
}
