import { subscriptionStatusSchema } from '../auth';
import { checkoutRequestSchema, redirectUrlResponseSchema, webhookAckSchema } from '../billing';
import { defineRoute } from '../contract';

export const getSubscription = defineRoute({
  method: 'GET',
  path: '/billing/subscription',
  auth: 'user',
  summary: 'Subscription status with tier normalisation',
  response: subscriptionStatusSchema,
});

export const createCheckout = defineRoute({
  method: 'POST',
  path: '/billing/checkout',
  auth: 'user',
  summary: 'Start a checkout for pro or premium; the browser navigates to the url',
  request: { body: checkoutRequestSchema },
  response: redirectUrlResponseSchema,
});

export const openPortal = defineRoute({
  method: 'POST',
  path: '/billing/portal',
  auth: 'user',
  summary: 'Open the customer portal; the browser navigates to the url',
  response: redirectUrlResponseSchema,
});

/** Stripe's signed events; the raw body is verified, so no JSON schema applies here. */
export const receiveBillingEvent = defineRoute({
  method: 'POST',
  path: '/billing/webhook',
  auth: 'public',
  summary: 'Billing events (Stripe-Signature verified over the raw body)',
  response: webhookAckSchema,
});
