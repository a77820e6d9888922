/**
 * The errors of our AWS calls, whatever SDK client made them: a service's error answer is an
 * AwsServiceError named as the service names it (`MessageRejected`, `ResourceNotFoundException`,
 * `TooManyRequestsException`), with its HTTP status; no answer within the budget is a TimeoutError;
 * an unreachable service a NetworkError. Callers and logs see the same names for every service.
 */
export class AwsServiceError extends Error {
  constructor(
    name: string,
    message: string,
    readonly status: number,
    readonly requestId?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = name;
  }
}

/** The call got no answer within its time budget (every attempt included). */
export class AwsTimeoutError extends Error {
  override name = 'TimeoutError';
}

/** The service could not be reached (connection refused or reset, DNS), after the SDK's retries. */
export class AwsNetworkError extends Error {
  override name = 'NetworkError';
}

/**
 * Runs one SDK call (`send` gets the abort signal for `client.send(command, { abortSignal })`)
 * within `timeoutMs`, the SDK's retries included, and maps what it throws to the errors above.
 * The deadline is also raced, for calls that take no signal (Powertools Parameters' `get`).
 */
export async function awsCall<T>(what: string, timeoutMs: number, send: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const timeoutError = (cause?: unknown) => new AwsTimeoutError(`${what} got no answer within ${timeoutMs} ms.`, { cause });
  let onAbort = () => {};
  const timedOut = new Promise<never>((_, reject) => {
    onAbort = () => reject(timeoutError());
    deadline.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([send(deadline), timedOut]);
  } catch (error) {
    if (error instanceof AwsTimeoutError) throw error;
    if (deadline.aborted) throw timeoutError(error);
    throw toAwsError(error, what);
  } finally {
    deadline.removeEventListener('abort', onAbort);
  }
}

/** What the SDK's service exceptions carry (ServiceException from @smithy/core). */
interface SdkServiceException extends Error {
  $fault: 'client' | 'server';
  $metadata: { httpStatusCode?: number; requestId?: string };
}

export function toAwsError(error: unknown, what: string): unknown {
  if (!(error instanceof Error)) return error;
  if (isServiceException(error)) {
    const { httpStatusCode = 0, requestId } = error.$metadata;
    return new AwsServiceError(error.name, error.message, httpStatusCode, requestId, { cause: error });
  }
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) {
    return new AwsNetworkError(`${what} could not reach the service: ${code} (${error.message})`, { cause: error });
  }
  return error;
}

function isServiceException(error: Error): error is SdkServiceException {
  const { $fault, $metadata } = error as Partial<SdkServiceException>;
  return ($fault === 'client' || $fault === 'server') && typeof $metadata === 'object';
}
