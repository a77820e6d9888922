import * as z from 'zod';
import { SUBSCRIPTION_PROVIDER_STATUSES } from '../domain/subscription';

/** GET /billing/subscription (user): the tier after the spec's normalisation. */
export const subscriptionStatusSchema = z.object({
  subscribed: z.boolean(),
  subscription_tier: z.enum(['free', 'pro', 'premium']),
  subscription_end: z.string().nullable(),
  /** The billing provider's subscription status when there is one (issue 10). */
  status: z.enum(SUBSCRIPTION_PROVIDER_STATUSES).optional(),
  /** True when the paid plan ends at `subscription_end` instead of renewing then. */
  cancel_at_period_end: z.boolean().optional(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
