import type { Logger } from '@aws-lambda-powertools/logger';
import { claimCustomerCreation, getBillingCustomer, releaseCustomerClaim, storeCustomer } from '../../data/billing-customer-repository';
import type { Db } from '../../data/db';
import type { BillingPort } from '../../providers/billing/port';

/**
 * One provider customer per user, created once. The first checkout claims the creation with one
 * conditional write; a parallel checkout that loses the claim waits for the stored id instead of
 * creating a second customer. The provider call carries an idempotency key per user, so a creator
 * that crashed after creating (its claim taken over after CLAIM_STALE_MS) gets the same customer back.
 */
export const CLAIM_STALE_MS = 30_000;
const WAIT_STEP_MS = 100;
const WAIT_LIMIT_MS = 10_000;

export class CustomerNotReadyError extends Error {}

export async function ensureCustomer(
  deps: { db: Db; billing: BillingPort; logger: Pick<Logger, 'info'> },
  userId: string,
  email: string | undefined,
): Promise<string> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const record = await getBillingCustomer(deps.db, userId);
    if (record.customerId) return record.customerId;
    const claimedAt = Date.now();
    if (await claimCustomerCreation(deps.db, userId, claimedAt, CLAIM_STALE_MS)) {
      try {
        const { customerId } = await deps.billing.createCustomer({ userId, email, idempotencyKey: `forksure-customer-${userId}` });
        await storeCustomer(deps.db, userId, customerId);
        deps.logger.info('Billing customer created', { userId, customerId });
        return customerId;
      } catch (error) {
        await releaseCustomerClaim(deps.db, userId, claimedAt);
        throw error;
      }
    }
    if (Date.now() > deadline) throw new CustomerNotReadyError('The billing customer is still being created by another request.');
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}
