import type { PaidTier } from '@shared/api/billing';
import { createCheckout, openPortal } from '@shared/api/contracts/billing';
import { callApi } from '@/lib/api-client';

/** POST /billing/checkout: where the browser goes to pay for `plan_type`. */
export async function startCheckout(planType: PaidTier): Promise<string> {
  return (await callApi(createCheckout, { body: { plan_type: planType } })).url;
}

/** POST /billing/portal: the customer portal's address. */
export async function startPortal(): Promise<string> {
  return (await callApi(openPortal, {})).url;
}
