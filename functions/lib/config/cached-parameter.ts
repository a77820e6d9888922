import { GetParameterError } from '@aws-lambda-powertools/parameters/errors';
import { awsCall } from '../aws/aws-error';
import { DEFAULT_AWS_TIMEOUT_MS } from '../aws/client-options';

/**
 * Secrets and secure parameters are read through Powertools Parameters providers, which cache each
 * value in the container for this long (a failed read is not cached). An hour keeps the calls to
 * about one per container, and a rotated value is picked up within the hour without a deploy.
 */
export const PARAMETER_MAX_AGE_SECONDS = 60 * 60;

/**
 * One provider read within the usual AWS call budget. Powertools wraps the SDK's error in a
 * GetParameterError; unwrapped, it is mapped like every AWS call's (the service's own error name).
 */
export function readCachedParameter<T>(what: string, read: () => Promise<T>): Promise<T> {
  return awsCall(what, DEFAULT_AWS_TIMEOUT_MS, () =>
    read().catch((error: unknown) => {
      throw error instanceof GetParameterError && error.cause !== undefined ? error.cause : error;
    }),
  );
}
