import { stripeId } from './ids';
import { stripeSignatureHeader } from './signing';
import type { SimStore } from './state';

export const STRIPE_API_VERSION_SIMULATED = '2026-10-28.endive';

/** Sends one event to the webhook route, signed with the endpoint secret; records the outcome. */
export type SendEvent = (type: string, object: unknown, customer: string) => Promise<void>;

/** The simulator's webhook deliveries: events as Stripe sends them, to the runtime's real webhook route. */
export function createWebhookSender(options: { origin: string; webhookSecret: string; store: SimStore; now: () => number }): SendEvent {
  const { origin, webhookSecret, store, now } = options;
  return async (type, object, customer) => {
    const event = {
      id: stripeId('evt'),
      object: 'event',
      api_version: STRIPE_API_VERSION_SIMULATED,
      created: now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const payload = JSON.stringify(event);
    let delivery: string;
    try {
      const res = await fetch(`${origin}/api/billing/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': stripeSignatureHeader(payload, webhookSecret, now()) },
        body: payload,
      });
      delivery = `${res.status}`;
      await res.text();
    } catch (error) {
      delivery = `failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    store.logEvent({ id: event.id, type, created: event.created, customer, delivery });
  };
}
