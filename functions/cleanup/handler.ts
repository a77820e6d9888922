import middy from '@middy/core';
import type { Context, ScheduledEvent } from 'aws-lambda';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { defaultDb } from '../lib/data/db';
import { createLogger } from '../lib/logging';
import { defaultMetrics } from '../lib/observability/powertools-metrics';
import { requestTracing } from '../lib/observability/tracing';
import { type CleanupSummary, runCleanup } from '../lib/services/operations/cleanup-service';

const logger = createLogger('cleanup');

/**
 * EventBridge schedule (and the local scheduled-job runner): one cleanup pass, summary logged and
 * counted (a run, the items removed; a failed run counts as such and still fails, so the schedule retries).
 */
export const handler = middy<ScheduledEvent, CleanupSummary, Error, Context>()
  .use(requestTracing('cleanup', (why) => logger.warn('X-Ray tracing is off', { why })))
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async () => {
    const metrics = defaultMetrics();
    metrics.count({ name: 'CleanupRuns' });
    try {
      const summary = await runCleanup(defaultDb(), { logger });
      metrics.count({ name: 'CleanupItemsRemoved' }, summary.deleted);
      logger.info('Cleanup finished', { ...summary });
      return summary;
    } catch (error) {
      metrics.count({ name: 'CleanupFailures' });
      throw error;
    }
  });
