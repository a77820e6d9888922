import { Logger } from '@aws-lambda-powertools/logger';

/** One logger per function container; POWERTOOLS_LOG_LEVEL and POWERTOOLS_SERVICE_NAME tune it. */
export function createLogger(functionName: string): Logger {
  return new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'forksure', persistentKeys: { function: functionName } });
}
