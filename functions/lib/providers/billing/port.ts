import type { Tier } from '../../../../shared/domain/plans';

/** Billing port: checkout, customer portal, subscription status and signed webhook events. */
export type PaidTier = Exclude<Tier, 'free'>;

export interface SubscriptionStatus {
  tier: Tier;
  status: 'none' | 'active' | 'trialing' | 'past_due' | 'canceled' | 'incomplete';
  currentPeriodEnd?: string;
  cancelAtPeriodEnd?: boolean;
}

export interface BillingEvent {
  id: string;
  type: string;
  customerId?: string;
  subscription?: SubscriptionStatus;
}

export interface BillingPort {
  createCheckout(input: { userId: string; email: string; tier: PaidTier; customerId?: string; successUrl: string; cancelUrl: string }): Promise<{ url: string; customerId: string }>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  subscriptionStatus(customerId: string): Promise<SubscriptionStatus>;
  /** Verifies the signature over the raw body and returns the event; throws when it does not verify. */
  parseWebhook(rawBody: string, signatureHeader: string | undefined): Promise<BillingEvent>;
}
