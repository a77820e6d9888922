import type { Logger } from '@aws-lambda-powertools/logger';
import type { PaidTier, RedirectUrlResponse } from '../../../../shared/api/billing';
import type { AuthContext } from '../../caller';
import { getBillingCustomer } from '../../data/billing-customer-repository';
import type { Db } from '../../data/db';
import { DomainError } from '../../errors';
import type { BillingConfig } from '../../providers/billing/billing';
import type { BillingPort } from '../../providers/billing/port';
import { ensureCustomer } from './billing-customer-service';
import { billingReturnOrigin } from './billing-return-origin';
import { readSubscriptionStatus } from './subscription-service';

/**
 * POST /billing/checkout and POST /billing/portal: each answers the provider page the browser
 * goes to. Failures of the provider (or of our configuration) are logged and answered with the
 * spec's messages. A caller who already pays for a plan is sent to the portal instead of a second
 * checkout (a second subscription would bill twice): the portal changes or cancels the plan.
 */
export const CHECKOUT_FAILED = 'Failed to create checkout session';
export const PORTAL_FAILED = 'Failed to open customer portal';
export const NO_BILLING_ACCOUNT = 'You have no subscription to manage yet. Choose a plan on the Pricing page first.';

export interface BillingDeps {
  db: Db;
  billing: BillingPort;
  config: BillingConfig;
  logger: Pick<Logger, 'info' | 'error'>;
}

const checkoutFailed = () => new DomainError('unavailable', 'CHECKOUT_FAILED', CHECKOUT_FAILED);
const portalFailed = () => new DomainError('unavailable', 'PORTAL_FAILED', PORTAL_FAILED);

export async function startCheckout(deps: BillingDeps, caller: AuthContext, request: { plan_type: PaidTier }, requestOrigin: string | undefined): Promise<RedirectUrlResponse> {
  const tier = request.plan_type;
  const origin = billingReturnOrigin(deps.config.webOrigins, requestOrigin, checkoutFailed());
  const priceId = deps.config.prices[tier];
  if (!priceId) {
    deps.logger.error('Checkout impossible: no price id configured for the plan', { tier });
    throw checkoutFailed();
  }
  const current = await readSubscriptionStatus(deps.db, caller.userId);
  try {
    const customerId = await ensureCustomer(deps, caller.userId, caller.email);
    if (current.subscribed) {
      // Already paying: the portal is where a plan changes (pro ↔ premium) without a second subscription.
      return await deps.billing.createPortalSession({ customerId, returnUrl: `${origin}/current-plan` });
    }
    return await deps.billing.createCheckoutSession({
      customerId,
      userId: caller.userId,
      priceId,
      tier,
      successUrl: `${origin}/pricing?success=true`,
      cancelUrl: `${origin}/pricing?canceled=true`,
    });
  } catch (error) {
    deps.logger.error('Checkout failed', { tier, error });
    throw checkoutFailed();
  }
}

export async function openPortal(deps: BillingDeps, caller: AuthContext, requestOrigin: string | undefined): Promise<RedirectUrlResponse> {
  const origin = billingReturnOrigin(deps.config.webOrigins, requestOrigin, portalFailed());
  const { customerId } = await getBillingCustomer(deps.db, caller.userId);
  if (!customerId) throw new DomainError('not-found', 'NO_BILLING_ACCOUNT', NO_BILLING_ACCOUNT);
  try {
    return await deps.billing.createPortalSession({ customerId, returnUrl: `${origin}/current-plan` });
  } catch (error) {
    deps.logger.error('Portal failed', { error });
    throw portalFailed();
  }
}
