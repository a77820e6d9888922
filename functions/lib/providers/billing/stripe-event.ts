import * as z from 'zod';
import type { BillingEvent } from './port';
import { WebhookEventInvalidError, WebhookSignatureError } from './port';

/**
 * What a verified Stripe event must look like before anything reads it. A signature proves who sent
 * the bytes, not that they are a well-formed event: the envelope (id, type, data.object) and the
 * fields we read from the object (customer, metadata, client_reference_id) are checked, in the
 * shapes Stripe gives them for every object type; other fields are not looked at.
 */
const idText = z.string().min(1).max(255);

const eventObjectSchema = z.looseObject({
  object: z.string().max(255).optional(),
  id: idText.optional(),
  /** A customer id, the expanded customer (or deleted customer), or none. */
  customer: z.union([idText, z.looseObject({ id: idText }), z.null()]).optional(),
  metadata: z.record(z.string().max(500), z.string().max(500)).nullable().optional(),
  client_reference_id: z.string().max(500).nullable().optional(),
});

const stripeEventSchema = z.looseObject({
  id: idText,
  type: z.string().min(1).max(255),
  data: z.looseObject({ object: eventObjectSchema }),
});

/** The event's id, type, customer and user, or WebhookEventInvalidError naming what is wrong. */
export function billingEventOf(event: unknown): BillingEvent {
  const parsed = stripeEventSchema.safeParse(event);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || '(the event)'}: ${issue.message}`);
    throw new WebhookEventInvalidError(`The webhook event is not a valid Stripe event: ${problems.join('; ')}.`);
  }
  const { id, type, data } = parsed.data;
  const object = data.object;
  const customer = object.object === 'customer' ? object.id : object.customer;
  const customerId = typeof customer === 'string' ? customer : (customer?.id ?? undefined);
  const userId = object.metadata?.userId || object.client_reference_id || undefined;
  return { id, type, customerId, userId };
}

/** Largest clock difference accepted between Stripe's signing time and ours, either way. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Stripe's library refuses a signature older than the tolerance but takes one from any time ahead;
 * a timestamp from the future is refused here with the same tolerance.
 */
export function assertNotFromTheFuture(signatureHeader: string, nowSeconds: number): void {
  const timestamps = signatureHeader
    .split(',')
    .map((part) => part.trim().split('='))
    .filter(([key]) => key === 't')
    .map(([, value]) => Number(value));
  const ahead = Math.max(...timestamps) - nowSeconds;
  if (ahead > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError(`The signature's timestamp is ${ahead} s in the future; at most ${WEBHOOK_TOLERANCE_SECONDS} s is accepted.`);
  }
}
