import type { Logger } from '@aws-lambda-powertools/logger';
import { ACCOUNT_DELETED_MESSAGE, type DeleteAccountResponse } from '../../../../shared/api/account-data';
import type { AuthContext } from '../../caller';
import { getBillingCustomer, releaseCustomerMapping } from '../../data/billing-customer-repository';
import type { Db } from '../../data/db';
import { releaseEmail } from '../../data/email-repository';
import { listFeedbackOfSender, removeFeedbackSender } from '../../data/feedback-repository';
import { getProfile } from '../../data/profile-repository';
import { deleteResetTokensOf } from '../../data/reset-token-repository';
import { deleteAddressCodes, deleteUserPartition } from '../../data/user-partition-repository';
import { releaseUsername } from '../../data/username-repository';
import { listVerdictReportsOfSender, removeVerdictReportSender } from '../../data/verdict-report-repository';
import { DomainError } from '../../errors';
import type { IdentityPort } from '../../identity/port';
import { type BillingPort, BillingProviderError, type ProviderSubscriptionStatus } from '../../providers/billing/port';

/**
 * DELETE /me/account (product-rules §14.2). The steps run in an order that makes a retry finish the
 * job: what a step needs is read from something only a later step deletes. The subscription is
 * canceled first (the customer id is on the profile); the feedback and the verdict reports lose their
 * sender (found by their sender indexes, which that step itself empties); the items outside the user's partition that name
 * them go next (name and email claims, emailed codes of the address, reset tokens, the customer mapping; the
 * address comes from Cognito, the name from the profile); then the whole `USER#<sub>` partition;
 * the Cognito user last. A failure stops the run with nothing after it done; sending the request
 * again (the access token stays valid until it expires) redoes every step, each a no-op when done.
 */
export interface AccountDeletionDeps {
  db: Db;
  identity: () => Pick<IdentityPort, 'getUser' | 'deleteUser'>;
  billing: () => Pick<BillingPort, 'listSubscriptions' | 'cancelSubscription'>;
  logger: Pick<Logger, 'info' | 'error'>;
}

/** Subscriptions that no longer bill; nothing to cancel. */
const ENDED: ReadonlySet<ProviderSubscriptionStatus> = new Set(['canceled', 'incomplete_expired']);

export async function deleteAccount(deps: AccountDeletionDeps, caller: AuthContext): Promise<DeleteAccountResponse> {
  const { db } = deps;
  const { userId } = caller;
  const account = await deps.identity().getUser(caller.cognitoUsername);
  // A token whose username now names another account (never expected): touch nothing.
  if (account && account.userId !== userId) throw new DomainError('unauthenticated', 'UNAUTHORIZED', 'Please sign in to continue.');
  const [customer, profile] = await Promise.all([getBillingCustomer(db, userId), getProfile(db, userId)]);

  if (customer.customerId) await cancelSubscriptions(deps, customer.customerId);

  for (const { key } of await listFeedbackOfSender(db, userId)) await removeFeedbackSender(db, key);
  for (const { key } of await listVerdictReportsOfSender(db, userId)) await removeVerdictReportSender(db, key);

  if (customer.customerId) await releaseCustomerMapping(db, userId, customer.customerId);
  await deleteResetTokensOf(db, userId);
  const names = new Set([profile?.username, account?.preferredUsername].filter((n): n is string => Boolean(n)).map((n) => n.toLowerCase()));
  for (const name of names) await releaseUsername(db, userId, name);
  const email = account?.email?.trim().toLowerCase();
  if (email) {
    await releaseEmail(db, userId, email);
    await deleteAddressCodes(db, email);
  }

  const deletedItems = await deleteUserPartition(db, userId);
  if (account) await deps.identity().deleteUser(account.cognitoUsername);
  deps.logger.info('Account deleted', { userId, deletedItems, hadIdentity: account !== null, hadCustomer: customer.customerId !== undefined });
  return { deleted: true, message: ACCOUNT_DELETED_MESSAGE };
}

async function cancelSubscriptions(deps: AccountDeletionDeps, customerId: string): Promise<void> {
  try {
    const subscriptions = await deps.billing().listSubscriptions(customerId);
    for (const sub of subscriptions) if (!ENDED.has(sub.status)) await deps.billing().cancelSubscription(sub.id);
  } catch (error) {
    if (!(error instanceof BillingProviderError)) throw error;
    deps.logger.error('Account deletion: the subscription could not be canceled; nothing was deleted', { customerId, error: error.message });
    throw new DomainError(
      'unavailable',
      'BILLING_UNAVAILABLE',
      'Your subscription could not be canceled right now, so nothing was deleted. Please try again in a few minutes.',
    );
  }
}
