import * as z from 'zod';

/**
 * Billing request and response shapes (product-rules §2.5: Stripe-checkout-pages takes `plan_type`,
 * default pro, and answers a url the browser navigates to; customer-portal answers a url).
 */
export const PAID_TIERS = ['pro', 'premium'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

export const checkoutRequestSchema = z.strictObject({
  plan_type: z.enum(PAID_TIERS).default('pro'),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const redirectUrlResponseSchema = z.object({
  /** Where the browser goes next: the Stripe (or local billing simulator) page. */
  url: z.string().min(1),
});
export type RedirectUrlResponse = z.infer<typeof redirectUrlResponseSchema>;

/** POST /billing/webhook: Stripe only needs a 2xx; the body says the event was taken (or was a replay). */
export const webhookAckSchema = z.object({ received: z.literal(true) });
export type WebhookAck = z.infer<typeof webhookAckSchema>;
