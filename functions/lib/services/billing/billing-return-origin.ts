import type { DomainError } from '../../errors';

/**
 * The web origin the billing pages send the browser back to: the caller's `Origin` when it is one
 * of the configured web origins (any, when `*` is configured), else the first configured origin.
 * Never an origin the configuration does not allow.
 */
export function billingReturnOrigin(webOrigins: readonly string[], requestOrigin: string | undefined, failure: DomainError): string {
  const origin = requestOrigin?.trim().replace(/\/$/, '');
  const valid = origin && /^https?:\/\/[^/\s]+$/.test(origin) ? origin : undefined;
  if (valid && (webOrigins.includes('*') || webOrigins.includes(valid))) return valid;
  const configured = webOrigins.find((o) => o !== '*');
  if (configured) return configured;
  throw failure;
}
