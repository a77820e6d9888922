import type { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { MiddlewareObj } from '@middy/core';
import type { HttpEvent } from './http-event';

/**
 * Adds the Lambda context and the API Gateway request id (the id in the `x-request-id` response
 * header) to every log line of the invocation, and clears them afterwards.
 */
export function requestLogging(logger: Logger): MiddlewareObj<HttpEvent>[] {
  return [
    injectLambdaContext(logger, { resetKeys: true }) as MiddlewareObj<HttpEvent>,
    {
      name: 'requestIdLogging',
      before: ({ event }) => {
        logger.appendKeys({ requestId: event.requestContext.requestId, routeKey: event.routeKey });
      },
    },
  ];
}
