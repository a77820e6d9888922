import type { Logger } from '@aws-lambda-powertools/logger';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { DomainError } from '../errors';
import type { MetricsPort } from '../observability/metrics-port';
import { toHttpError } from './error-status';
import { HttpError, INTERNAL_ERROR_BODY, TimedOutError } from './errors';
import type { HttpEvent } from './http-event';
import { jsonResponse } from './response';

/**
 * The one error handler: typed errors become their JSON body; anything else is logged (with the
 * request id the logger already carries) and answered with a 500 that reveals nothing. A used-up
 * allowance (a DomainError of kind `limit-reached`) is counted by its limit's code.
 */
export function httpErrorHandler(logger: Logger, metrics: MetricsPort): MiddlewareObj<HttpEvent, APIGatewayProxyStructuredResultV2> {
  return {
    name: 'httpErrorHandler',
    onError: (request) => {
      const requestId = request.event.requestContext?.requestId ?? 'unknown';
      if (request.error instanceof DomainError && request.error.kind === 'limit-reached') metrics.count({ name: 'LimitRefusals', limit: request.error.code });
      const error = asHttpError(request.error);
      if (error) {
        // Typed errors carry messages written for users, 5xx included (e.g. a provider is down).
        if (isServerFault(error)) logger.error('Request failed', { code: error.code, error: request.error as Error });
        else logger.info('Request rejected', { status: error.status, code: error.code });
        request.response = jsonResponse(error.status, error.toBody(), requestId, error.headers());
        return;
      }
      logger.error('Unhandled error', { error: request.error as Error });
      request.response = jsonResponse(500, INTERNAL_ERROR_BODY, requestId);
    },
  };
}

/** 5xx other than 501 (a deliberate "not yet") are faults worth an error log line. */
function isServerFault(error: HttpError): boolean {
  return error.status >= 500 && error.status !== 501;
}

function asHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError) return toHttpError(error);
  if (isMiddyTimeout(error)) return new TimedOutError();
  return null;
}

/** middy rejects with a `TimeoutError` of its own shortly before Lambda's time limit. */
function isMiddyTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError' && (error.cause as { package?: string } | undefined)?.package === '@middy/core';
}
