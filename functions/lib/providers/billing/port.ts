import type { PaidTier } from '../../../../shared/api/billing';

/**
 * Billing port: what the product needs from the payment provider (Stripe in AWS; locally the same
 * Stripe client pointed at the billing simulator). Each method is one provider call; the adapter
 * throws `BillingProviderError` when the provider refuses or fails, and `WebhookSignatureError`
 * when an event does not verify.
 */
export type { PaidTier };

/** The provider's subscription status values (Stripe's). */
export type ProviderSubscriptionStatus = 'active' | 'trialing' | 'past_due' | 'canceled' | 'incomplete' | 'incomplete_expired' | 'unpaid' | 'paused';

/** One subscription as the provider holds it now (never as an event described it). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  /** The price of the (first) item, and any plan names it carries (nickname, lookup key, metadata). */
  priceId: string | undefined;
  planNames: string[];
  /** End of the current period, epoch seconds. */
  currentPeriodEnd: number | undefined;
  cancelAtPeriodEnd: boolean;
  created: number;
  /** Our user id, when the subscription's metadata carries it. */
  userId: string | undefined;
}

/** A verified webhook event: its id and type, the customer it concerns and our user id if it names one. */
export interface BillingEvent {
  id: string;
  type: string;
  customerId: string | undefined;
  userId: string | undefined;
}

export interface CheckoutInput {
  customerId: string;
  userId: string;
  priceId: string;
  tier: PaidTier;
  successUrl: string;
  cancelUrl: string;
}

export interface BillingPort {
  /** Creates the one customer of a user (the idempotency key makes a retried call return the same one). */
  createCustomer(input: { userId: string; email: string | undefined; idempotencyKey: string }): Promise<{ customerId: string }>;
  /** A hosted checkout in subscription mode; the browser goes to `url`. */
  createCheckoutSession(input: CheckoutInput): Promise<{ url: string }>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Every subscription of the customer, whatever its status, as the provider holds them now. */
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  /** Ends a subscription now (account deletion); one that is already canceled is left as it is. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Verifies the signature over the raw body (300 s tolerance) and returns the event. */
  verifyEvent(rawBody: string, signatureHeader: string | undefined): Promise<BillingEvent>;
}

/** The provider answered with an error or could not be reached; nothing was changed on our side. */
export class BillingProviderError extends Error {
  constructor(
    message: string,
    readonly providerCode: string | undefined,
    readonly providerStatus: number | undefined,
  ) {
    super(message);
    this.name = 'BillingProviderError';
  }
}

/** A correctly signed webhook whose content is not a well-formed event (no data, wrong-shaped object). */
export class WebhookEventInvalidError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookEventInvalidError';
  }
}

/** A webhook whose signature is missing, wrong, too old or from the future. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
