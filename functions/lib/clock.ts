/**
 * The server's clock. Every service that decides by time (history and menu expiry, daily counters,
 * cleanup) reads it through here so that tests can move time. In AWS this is the system clock.
 */
export function now(): Date {
  return new Date();
}
