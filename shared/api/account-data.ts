import * as z from 'zod';

/**
 * "Your data" contracts (product-rules §14.2): GET /me/data exports everything the service holds
 * about the caller as JSON; DELETE /me/account deletes the account. Allergies are health data, so
 * the export goes only to the signed-in owner and the deletion leaves nothing that names them.
 */

/** The export's format name; a new version when its shape changes. */
export const ACCOUNT_EXPORT_FORMAT = 'forksure-account-export/1' as const;

/** A stored record as it is kept (keys and index attributes left out). */
const storedRecord = z.record(z.string(), z.unknown());
const records = z.array(storedRecord);

export const accountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  exportedAt: z.string(),
  account: z.object({ userId: z.string(), username: z.string(), email: z.string().nullable() }),
  /** The profile item as stored (settings, lists, subscription state, billing customer id). */
  profile: storedRecord.nullable(),
  allergies: z.array(z.string()),
  diets: z.array(z.string()),
  subscription: z.object({
    tier: z.string(),
    status: z.string().nullable(),
    subscriptionEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
  }),
  savedPlaces: records,
  tags: records,
  taggedPlaces: records,
  searchHistory: records,
  restaurantHistory: records,
  comparisons: records,
  menus: records,
  /** The people the user eats with (product-rules §14.3): names, allergies with severity, diets. */
  dinerProfiles: records,
  /** Daily usage counters and the running totals. */
  usage: records,
  /** Feedback the user sent while signed in. */
  feedback: records,
  /** "This verdict is wrong" reports the user sent (product-rules §16). */
  verdictReports: records,
  /** Every other item of the account (name reservations, attempt windows, pointers), so nothing held is left out. */
  other: records,
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** DELETE /me/account must say it means it: a body `{ "confirm": true }`. */
export const deleteAccountRequestSchema = z.strictObject({
  confirm: z.literal(true, { error: 'To delete your account, send { "confirm": true }.' }),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const ACCOUNT_DELETED_MESSAGE = 'Your account and its data have been deleted.';

export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true), message: z.string() });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;
