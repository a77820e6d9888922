import middy from '@middy/core';
import type { Context, ScheduledEvent } from 'aws-lambda';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { defaultDb } from '../lib/data/db';
import { createLogger } from '../lib/logging';
import { type CleanupSummary, runCleanup } from '../lib/services/operations/cleanup-service';

const logger = createLogger('cleanup');

/** EventBridge schedule (and the local scheduled-job runner): one cleanup pass, summary logged. */
export const handler = middy<ScheduledEvent, CleanupSummary, Error, Context>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async () => {
    const summary = await runCleanup(defaultDb(), { logger });
    logger.info('Cleanup finished', { ...summary });
    return summary;
  });
