import type { Logger } from '@aws-lambda-powertools/logger';
import { claimBillingEvent, releaseBillingEvent } from '../../data/billing-event-repository';
import { getCustomerOwner } from '../../data/billing-customer-repository';
import type { Db } from '../../data/db';
import { writeSubscriptionState } from '../../data/subscription-repository';
import { DomainError } from '../../errors';
import type { BillingConfig } from '../../providers/billing/billing';
import { type BillingPort, WebhookEventInvalidError, WebhookSignatureError } from '../../providers/billing/port';
import { subscriptionStateOf } from './billing-subscription-state';
import { noMetrics, type MetricsPort } from '../../observability/metrics-port';

/**
 * POST /billing/webhook: a Stripe event, verified over the raw body. Idempotent by event id (one
 * conditional put claims the event before anything happens; a replay stops there) and safe out of
 * order: an event only says "this customer changed"; the customer's subscriptions are then read
 * from the provider as they are now and stored, so an `updated` that arrives before `created`, or
 * late after `deleted`, stores the current truth. Events of other types are acknowledged and ignored.
 */
export const HANDLED_BILLING_EVENTS: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
]);

export interface WebhookDeps {
  db: Db;
  billing: BillingPort;
  config: BillingConfig;
  logger: Pick<Logger, 'info' | 'warn'>;
  /** Counts verified events by type (unhandled types as `other`) and signature failures. */
  metrics?: MetricsPort;
  now?: () => Date;
}

export interface WebhookResult {
  received: true;
}

export async function receiveBillingEvent(deps: WebhookDeps, rawBody: string, signature: string | undefined): Promise<WebhookResult> {
  const event = await deps.billing.verifyEvent(rawBody, signature).catch((error: unknown) => {
    if (error instanceof WebhookSignatureError) {
      (deps.metrics ?? noMetrics).count({ name: 'WebhookSignatureFailures' });
      throw new DomainError('invalid', 'WEBHOOK_SIGNATURE_INVALID', `Webhook signature verification failed: ${error.message}`);
    }
    if (error instanceof WebhookEventInvalidError) throw new DomainError('invalid', 'WEBHOOK_EVENT_INVALID', error.message);
    throw error;
  });
  const log = { eventId: event.id, eventType: event.type, customerId: event.customerId };
  (deps.metrics ?? noMetrics).count({ name: 'WebhookEvents', eventType: HANDLED_BILLING_EVENTS.has(event.type) ? event.type : 'other' });
  if (!HANDLED_BILLING_EVENTS.has(event.type)) {
    deps.logger.info('Billing event ignored (type not handled)', log);
    return { received: true };
  }
  if (!(await claimBillingEvent(deps.db, event.id, event.type, deps.now?.()))) {
    deps.logger.info('Billing event already processed (replay)', log);
    return { received: true };
  }
  try {
    await syncCustomer(deps, event.customerId, event.userId, log);
  } catch (error) {
    // Not processed: forget the event so Stripe's retry (after our 5xx) is processed.
    await releaseBillingEvent(deps.db, event.id);
    throw error;
  }
  return { received: true };
}

async function syncCustomer(deps: WebhookDeps, customerId: string | undefined, eventUserId: string | undefined, log: Record<string, unknown>): Promise<void> {
  if (!customerId) {
    deps.logger.warn('Billing event names no customer; nothing to update', log);
    return;
  }
  const readAt = (deps.now?.() ?? new Date()).getTime();
  const [owner, subscriptions] = await Promise.all([getCustomerOwner(deps.db, customerId), deps.billing.listSubscriptions(customerId)]);
  // Our own mapping first; the user id the checkout put in the metadata as a fallback.
  const userId = owner ?? subscriptions.find((s) => s.userId)?.userId ?? eventUserId;
  if (!userId) {
    deps.logger.warn('Billing event for a customer that belongs to no user; ignored', log);
    return;
  }
  const state = subscriptionStateOf(subscriptions, deps.config.prices);
  const written = await writeSubscriptionState(deps.db, userId, state, readAt);
  deps.logger.info(written ? 'Subscription stored' : 'Subscription not stored (a later read is stored, or the account was deleted)', { ...log, userId, tier: state.tier, status: state.status });
}
