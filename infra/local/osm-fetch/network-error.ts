/**
 * A failed connection as an operator reads it: Node's fetch throws `TypeError: fetch failed` with the
 * system error in `cause` (or an AggregateError of them when several addresses were tried).
 */
const CAUSES: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused (nothing listens there; are you offline, or is the endpoint wrong?)',
  ENOTFOUND: 'its name does not resolve (DNS failure: are you offline?)',
  EAI_AGAIN: 'its name could not be looked up right now (DNS failure: are you offline?)',
  ENETUNREACH: 'the network is unreachable (are you offline?)',
  EHOSTUNREACH: 'the host is unreachable (are you offline?)',
  ECONNRESET: 'the connection was reset before the answer was complete',
  ETIMEDOUT: 'the connection timed out (are you offline?)',
  UND_ERR_SOCKET: 'the connection was closed before the answer was complete',
};

/** The system error code behind a fetch failure, if there is one. */
export function networkErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const { code, cause, errors } = current as { code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && code in CAUSES) return code;
    current = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return undefined;
}

/** "Cannot reach the Overpass API at https://…: the connection was refused (…)". */
export function unreachableMessage(what: string, url: string, error: unknown): string {
  const code = networkErrorCode(error);
  const why = code ? CAUSES[code] : `the request failed (${error instanceof Error ? error.message : String(error)})`;
  return `Cannot reach ${what} at ${url}: ${why}.`;
}
