import { defineRoute } from '../contract';
import { accountExportSchema, deleteAccountRequestSchema, deleteAccountResponseSchema } from '../account-data';

/** Everything held about the caller, as one JSON document (product-rules §14.2). */
export const exportAccountData = defineRoute({
  method: 'GET',
  path: '/me/data',
  auth: 'user',
  summary: 'Everything held about the caller, as JSON',
  response: accountExportSchema,
});

/**
 * Deletes the caller's account: every item of theirs, the billing subscription, the Cognito user;
 * feedback is kept without the person. Safe to send again after a partial failure.
 */
export const deleteAccount = defineRoute({
  method: 'DELETE',
  path: '/me/account',
  auth: 'user',
  summary: "Delete the caller's account and data",
  request: { body: deleteAccountRequestSchema },
  response: deleteAccountResponseSchema,
});
