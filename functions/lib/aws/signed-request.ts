import { setTimeout as sleep } from 'node:timers/promises';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@smithy/types';
import { AwsNetworkError, AwsServiceError, AwsTimeoutError, awsErrorFromResponse } from './aws-error';

/**
 * One SigV4-signed JSON call to an AWS service over fetch, for services we use for a single
 * operation, where a whole SDK client would cost tens of KB in every bundle. The signer, SHA-256
 * and credential chain are the ones the SDK clients in the bundle already use, so this adds almost
 * nothing. Retries like the SDK's standard mode (network errors, 5xx, 429 and throttling; three
 * attempts with jittered backoff), all within one time budget.
 */
export interface AwsClientOptions {
  /** Defaults to `AWS_REGION`. */
  region?: string;
  /** Overrides the regional endpoint (tests point it at a local wire server). */
  endpoint?: string;
  /** Defaults to the SDK's default chain (in Lambda, the role's credentials from the environment). */
  credentials?: AwsCredentialIdentity | AwsCredentialIdentityProvider;
  /** Budget for the whole call, retries included. */
  timeoutMs?: number;
  maxAttempts?: number;
}

export interface AwsService {
  /** For messages: `SESv2`, `Secrets Manager`. */
  name: string;
  /** The SigV4 signing name (`ses`, `secretsmanager`). */
  signingName: string;
  /** The first label of the regional endpoint (`email` for SESv2). */
  endpointPrefix: string;
}

export type AwsJsonCall = {
  service: AwsService;
  /** The operation (`SendEmail`): in messages, and after the target prefix in awsJson1_1. */
  operation: string;
  /** The JSON body; not sent with GET. */
  body?: unknown;
} & (
  | { protocol: 'restJson1'; method: 'GET' | 'POST' | 'PUT'; path: string }
  /** `target` is the X-Amz-Target prefix (`secretsmanager`). */
  | { protocol: 'awsJson1_1'; target: string }
);

const DEFAULT_AWS_TIMEOUT_MS = 5_000;
const DEFAULT_MAX_ATTEMPTS = 3;
const RETRY_BASE_DELAY_MS = 100;
const RETRY_MAX_DELAY_MS = 1_000;
const THROTTLING_ERRORS = new Set(['Throttling', 'ThrottlingException', 'TooManyRequestsException', 'RequestLimitExceeded']);

let defaultCredentials: AwsCredentialIdentityProvider | undefined;

/**
 * Sends the call; resolves with the answer's JSON object. Rejects with AwsServiceError (the
 * service's error), AwsTimeoutError or AwsNetworkError.
 */
export async function awsJsonRequest(options: AwsClientOptions, call: AwsJsonCall): Promise<Record<string, unknown>> {
  const what = `${call.service.name} ${call.operation}`;
  const region = options.region ?? process.env.AWS_REGION;
  if (!region) throw new Error(`${what}: no AWS region (set AWS_REGION).`);
  const timeoutMs = options.timeoutMs ?? DEFAULT_AWS_TIMEOUT_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const base = new URL(options.endpoint ?? `https://${call.service.endpointPrefix}.${region}.${dnsSuffix(region)}`);
  const path = `${base.pathname.replace(/\/$/, '')}${call.protocol === 'restJson1' ? call.path : '/'}`;
  const method = call.protocol === 'restJson1' ? call.method : 'POST';
  const body = method === 'GET' ? undefined : JSON.stringify(call.body ?? {});
  const request = {
    method,
    protocol: base.protocol,
    hostname: base.hostname,
    ...(base.port ? { port: Number(base.port) } : {}),
    path,
    query: {},
    headers: {
      ...(call.protocol === 'awsJson1_1'
        ? { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${call.target}.${call.operation}` }
        : body === undefined
          ? {}
          : { 'content-type': 'application/json' }),
      // Signed, not sent: fetch sends this same Host (the URL's host, with a non-default port).
      host: base.host,
    },
    body,
  };
  const signer = new SignatureV4({
    service: call.service.signingName,
    region,
    credentials: options.credentials ?? (defaultCredentials ??= defaultProvider()),
    sha256: Sha256,
  });
  const deadline = AbortSignal.timeout(timeoutMs);
  const timedOut = (cause: unknown) => new AwsTimeoutError(`${what} got no answer within ${timeoutMs} ms.`, { cause });

  const attempt = async (): Promise<Record<string, unknown>> => {
    // Signed per attempt, as the SDK does, so a retry carries a fresh X-Amz-Date.
    const { host: _host, ...headers } = (await signer.sign(request)).headers;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base.origin}${path}`, { method, headers, body, signal: deadline });
      text = await response.text();
    } catch (error) {
      if (deadline.aborted) throw timedOut(error);
      throw new AwsNetworkError(`${what} could not reach ${base.host}: ${describe(error)}`, { cause: error });
    }
    if (!response.ok) throw awsErrorFromResponse(call.protocol, response.status, response.headers, text);
    return parseAnswer(text, what);
  };

  for (let attempts = 1; ; attempts++) {
    try {
      return await attempt();
    } catch (error) {
      if (attempts >= maxAttempts || !isRetryable(error)) throw error;
    }
    const delayMs = Math.random() * Math.min(RETRY_MAX_DELAY_MS, RETRY_BASE_DELAY_MS * 2 ** (attempts - 1));
    await sleep(delayMs, undefined, { signal: deadline }).catch((error: unknown) => {
      throw timedOut(error);
    });
  }
}

function isRetryable(error: unknown): boolean {
  if (error instanceof AwsNetworkError) return true;
  return error instanceof AwsServiceError && (error.status >= 500 || error.status === 429 || THROTTLING_ERRORS.has(error.name));
}

function parseAnswer(text: string, what: string): Record<string, unknown> {
  const value: unknown = text === '' ? {} : JSON.parse(text);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${what} answered with JSON that is not an object.`);
  return value as Record<string, unknown>;
}

/** fetch's own message is only "fetch failed"; the cause has the code (ECONNREFUSED, ENOTFOUND). */
function describe(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  const detail = cause?.code ?? cause?.message;
  return error instanceof Error ? `${error.message}${detail ? ` (${String(detail)})` : ''}` : String(error);
}

/** The regional endpoint's domain: the China partition has its own. */
function dnsSuffix(region: string): string {
  return region.startsWith('cn-') ? 'amazonaws.com.cn' : 'amazonaws.com';
}
