import { subscriptionStatusSchema } from '../auth';
import { defineRoute } from '../contract';

export const getSubscription = defineRoute({
  method: 'GET',
  path: '/billing/subscription',
  auth: 'user',
  summary: 'Subscription status with tier normalisation',
  response: subscriptionStatusSchema,
});

// Planned (issue 10): their schemas arrive with it.
export const createCheckout = defineRoute({ method: 'POST', path: '/billing/checkout', auth: 'user', summary: 'Start a checkout for pro or premium' });
export const openPortal = defineRoute({ method: 'POST', path: '/billing/portal', auth: 'user', summary: 'Open the customer portal' });
export const receiveBillingEvent = defineRoute({ method: 'POST', path: '/billing/webhook', auth: 'public', summary: 'Billing events (signature-verified)' });
