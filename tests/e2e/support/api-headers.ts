/**
 * Headers for the tests' own API calls (APIRequestContext: the `request` fixture, `page.request`).
 *
 * Playwright sends every such call of a worker through one keep-alive agent, so a call can go out on
 * an idle socket at the moment the server closes it (its keep-alive timeout is 5 s) and fail with
 * `read ECONNRESET` (seen in CI: the first call of a test, 33 ms after it was sent). Node's agent gives
 * up an idle socket 1 s before the server's announced timeout, a margin a worker starved of CPU loses.
 * `Connection: close` leaves no idle socket to reuse. Every call in tests/e2e uses it: one call without
 * it would leave a socket in the shared pool for the others to pick up.
 */
export function freshConnection(headers: Record<string, string> = {}): Record<string, string> {
  return { ...headers, connection: 'close' };
}
