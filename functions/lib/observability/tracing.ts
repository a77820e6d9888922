import { createRequire } from 'node:module';
import type { MiddlewareObj } from '@middy/core';
import type * as TracerModule from '@aws-lambda-powertools/tracer';
import type * as TracerMiddlewareModule from '@aws-lambda-powertools/tracer/middleware';

/**
 * X-Ray subsegments by the Powertools Tracer: a `## index.handler` subsegment per invocation with
 * the cold start and the function annotated, and the outgoing HTTPS calls (Stripe, OpenAI, Google)
 * as subsegments. Responses and errors are not captured as metadata: they can hold user data (a
 * profile's allergies, an email).
 *
 * The tracer is never bundled: with its X-Ray SDK it is about 125 KB minified, which pushed four
 * functions past the 500 KB bundle budget. It comes from the Powertools Lambda layer, which CDK
 * attaches at the version of the installed package (infra/constructs/powertools-layer.ts). It is
 * loaded with a CommonJS `require` because that resolves through NODE_PATH, where Lambda puts the
 * layer's `/opt/nodejs/node_modules`; esbuild does not follow a `require` made by `createRequire`.
 *
 * Only inside Lambda: locally there is no X-Ray daemon, and the SDK's async context tracking would
 * cost every request. A function whose layer is missing runs untraced and says so once in its log.
 */
export type TracingState = 'on' | 'off: not in Lambda' | 'off: the Powertools layer is not attached';

type LoadedTracer = { tracer: TracerModule.Tracer; captureLambdaHandler: typeof TracerMiddlewareModule.captureLambdaHandler };

let loaded: LoadedTracer | undefined;
let state: TracingState | undefined;

function loadTracer(): LoadedTracer | undefined {
  if (state) return loaded;
  // The variable Lambda sets and the Tracer itself reads to know it runs in Lambda.
  if (!process.env.AWS_EXECUTION_ENV) {
    state = 'off: not in Lambda';
    return undefined;
  }
  try {
    const requireFromRuntime = createRequire(import.meta.url);
    const { Tracer } = requireFromRuntime('@aws-lambda-powertools/tracer') as typeof TracerModule;
    const { captureLambdaHandler } = requireFromRuntime('@aws-lambda-powertools/tracer/middleware') as typeof TracerMiddlewareModule;
    loaded = { tracer: new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'forksure' }), captureLambdaHandler };
    state = 'on';
  } catch {
    state = 'off: the Powertools layer is not attached';
  }
  return loaded;
}

/** Whether this container traces, and if not why (read after the first invocation, or it loads now). */
export function tracingState(): TracingState {
  loadTracer();
  return state!;
}

/**
 * The middy middleware that opens and closes the invocation's subsegment, annotated with the
 * function's name, as a list for `.use()`: empty where tracing is off. `onOff` hears why it is off
 * (once per container: pipelines are built at cold start).
 */
export function requestTracing<Event>(functionName: string, onOff?: (why: TracingState) => void): MiddlewareObj<Event>[] {
  const found = loadTracer();
  if (!found) {
    if (state !== 'off: not in Lambda') onOff?.(state!);
    return [];
  }
  const capture = found.captureLambdaHandler(found.tracer, { captureResponse: false }) as MiddlewareObj<Event>;
  return [
    {
      ...capture,
      name: 'requestTracing',
      before: async (request) => {
        await capture.before?.(request);
        found.tracer.putAnnotation('function', functionName);
      },
    },
  ];
}
