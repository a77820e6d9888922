import type { Context } from 'aws-lambda';

/**
 * The Lambda context as the local HTTP API emulator passes it: AWS's fields plus `callerGone`,
 * aborted when the caller hangs up before the answer (AWS tells a function no such thing).
 */
export interface InvocationContext extends Context {
  readonly callerGone?: AbortSignal;
}

/**
 * Aborts once an answer can no longer reach the caller: the invocation's time is up (in AWS the
 * function timeout, at most API Gateway's 30 s; after it the caller has its 503 already) or, locally,
 * the caller hung up. A service that charges an allowance checks it before answering and gives the
 * allowance back instead (places-search-service.ts).
 */
export function answerSignal(context: Partial<InvocationContext> | undefined): AbortSignal {
  const signals: AbortSignal[] = [];
  if (typeof context?.getRemainingTimeInMillis === 'function') signals.push(AbortSignal.timeout(Math.max(0, context.getRemainingTimeInMillis())));
  if (context?.callerGone) signals.push(context.callerGone);
  return signals.length === 1 ? signals[0]! : AbortSignal.any(signals);
}
