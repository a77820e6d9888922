import { getUsage } from '@shared/api/contracts/usage';
import type { UsageResponse } from '@shared/api/usage';
import { callApi } from '@/lib/api-client';

/** GET /me/usage: today's counters for the header gauges. */
export function fetchUsage(signal?: AbortSignal): Promise<UsageResponse> {
  return callApi(getUsage, {}, { signal });
}
