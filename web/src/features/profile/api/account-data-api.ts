import { deleteAccount as deleteAccountRoute, exportAccountData as exportAccountDataRoute } from '@shared/api/contracts/account-data';
import type { AccountExport, DeleteAccountResponse } from '@shared/api/account-data';
import { callApi } from '@/lib/api-client';

/** GET /me/data: everything held about the caller (product-rules §14.2). */
export function exportAccountData(): Promise<AccountExport> {
  return callApi(exportAccountDataRoute, {});
}

/** DELETE /me/account: safe to send again after a failure (the server finishes what is left). */
export function deleteAccount(): Promise<DeleteAccountResponse> {
  return callApi(deleteAccountRoute, { body: { confirm: true } });
}
