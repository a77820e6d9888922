import type { PaidTier } from '../../../shared/api/billing';
import { PLAN_PRICE_USD } from '../../../shared/domain/plans';

/**
 * The simulator's product catalogue: one monthly price per paid plan, amounts from the plan table.
 * The local runtime passes these ids to the functions as `STRIPE_PRICE_PRO` / `STRIPE_PRICE_PREMIUM`.
 */
export interface SimPrice {
  id: string;
  tier: PaidTier;
  nickname: string;
  unitAmountCents: number;
}

export const SIM_PRODUCT_ID = 'prod_local_forksure';

export const SIM_PRICES: Record<PaidTier, SimPrice> = {
  pro: { id: 'price_local_pro', tier: 'pro', nickname: 'Pro', unitAmountCents: PLAN_PRICE_USD.pro * 100 },
  premium: { id: 'price_local_premium', tier: 'premium', nickname: 'Premium', unitAmountCents: PLAN_PRICE_USD.premium * 100 },
};

export function simPrice(id: string): SimPrice | undefined {
  return Object.values(SIM_PRICES).find((p) => p.id === id);
}

/** "$5/month". */
export const priceLabel = (price: SimPrice) => `$${(price.unitAmountCents / 100).toFixed(price.unitAmountCents % 100 ? 2 : 0)}/month`;
