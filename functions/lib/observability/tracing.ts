import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { MiddlewareObj } from '@middy/core';

/**
 * Powertools Tracer for the function's X-Ray segment (the CDK functions run with active tracing):
 * a `## index.handler` subsegment per invocation with the cold start and the service annotated,
 * and the outgoing HTTPS calls (Stripe, OpenAI, Google) as subsegments. Responses and errors are
 * not captured as metadata: they can hold user data (a profile's allergies, an email). Outside
 * Lambda (the local runtime, tests) the tracer switches itself off.
 */
let containerTracer: Tracer | undefined;

export function defaultTracer(): Tracer {
  containerTracer ??= new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'forksure' });
  return containerTracer;
}

/** The middy middleware that opens and closes the invocation's subsegment, annotated with the function's name. */
export function requestTracing<Event>(functionName: string): MiddlewareObj<Event> {
  const tracer = defaultTracer();
  const capture = captureLambdaHandler(tracer, { captureResponse: false }) as MiddlewareObj<Event>;
  return {
    ...capture,
    name: 'requestTracing',
    before: async (request) => {
      await capture.before?.(request);
      tracer.putAnnotation('function', functionName);
    },
  };
}
