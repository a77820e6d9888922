import type { PaidTier } from '../../../../shared/api/billing';
import type { BillingPort } from './port';
import { stripeBillingAdapter } from './stripe-adapter';
import { stripeSecretSource } from './stripe-secrets';

/**
 * The billing port of this container and its configuration. One adapter (the `stripe` package)
 * serves both sides: in AWS it talks to api.stripe.com; locally `STRIPE_API_URL` points it at the
 * billing simulator of the local runtime (`BILLING_PROVIDER` only names which, for GET /health).
 */
export interface BillingConfig {
  /** Price id of each paid plan (`STRIPE_PRICE_PRO`, `STRIPE_PRICE_PREMIUM`). */
  prices: Record<PaidTier, string>;
  /** Web origins the return URLs may use (`WEB_ORIGINS`, comma-separated; `*` = the caller's Origin). */
  webOrigins: string[];
}

export function readBillingConfig(env: NodeJS.ProcessEnv = process.env): BillingConfig {
  return {
    prices: { pro: env.STRIPE_PRICE_PRO?.trim() ?? '', premium: env.STRIPE_PRICE_PREMIUM?.trim() ?? '' },
    webOrigins: (env.WEB_ORIGINS ?? '').split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean),
  };
}

export function createBillingPort(env: NodeJS.ProcessEnv = process.env): BillingPort {
  return stripeBillingAdapter({
    secretKey: stripeSecretSource('secretKey', { env }),
    webhookSecret: stripeSecretSource('webhookSecret', { env }),
    apiUrl: env.STRIPE_API_URL?.trim() || undefined,
  });
}

let containerBilling: BillingPort | undefined;

/** The billing port of this Lambda container (the keys are read once an hour at most). */
export function defaultBilling(): BillingPort {
  containerBilling ??= createBillingPort();
  return containerBilling;
}
