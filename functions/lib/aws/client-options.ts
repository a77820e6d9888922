import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@smithy/types';

/**
 * How an adapter's AWS SDK v3 client is set up. Production passes only the region; tests point
 * `endpoint` at a local wire server and give fixed credentials.
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
  /** The SDK's standard retry mode: attempts in all (default 3). */
  maxAttempts?: number;
}

export const DEFAULT_AWS_TIMEOUT_MS = 5_000;

/** The SDK client configuration of these options (only what is set, so the SDK's defaults apply). */
export function sdkClientConfig({ region, endpoint, credentials, maxAttempts }: AwsClientOptions) {
  return {
    ...(region ? { region } : {}),
    // A custom endpoint names the exact host: no operation host prefix (Location's "places.").
    ...(endpoint ? { endpoint, disableHostPrefix: true } : {}),
    ...(credentials ? { credentials } : {}),
    ...(maxAttempts ? { maxAttempts } : {}),
  };
}
