/** The spec's quota polling interval. */
export const USAGE_POLL_MS = 3000;
/** While the route is not there (501 planned, 404/405), look again now and then instead of every 3 s. */
export const USAGE_UNAVAILABLE_RETRY_MS = 60_000;

/** Routes that are not deployed yet or not reachable: hide the gauges rather than show zeros. */
export function isUsageUnavailable(status: number | null): boolean {
  return status !== null && [404, 405, 501].includes(status);
}

/** When to read GET /me/usage again after an answer (`status` of the last failure, null after a success). */
export function usagePollMs(status: number | null): number {
  return isUsageUnavailable(status) ? USAGE_UNAVAILABLE_RETRY_MS : USAGE_POLL_MS;
}
