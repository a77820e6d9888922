import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth';
import { rememberAccountDeleted } from '@/lib/account-deleted-notice';
import { deleteAccount, exportAccountData } from '../api/account-data-api';
import { apiErrorMessage, isSessionError } from '../api-errors';

const DELETE_ERRORS: Record<string, string> = { BILLING_UNAVAILABLE: 'yourData.delete.errors.billing' };

/** Saves a JSON document as a file download (no server round trip for the file itself). */
function saveJson(document: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
  const link = Object.assign(window.document.createElement('a'), { href: url, download: fileName });
  window.document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Your data" (product-rules §14.2): download everything held about me, and delete my account. After
 * the deletion the user is signed out and lands on /welcome, which says the account is gone.
 */
export function useYourData(onLeaving: () => void, onSessionLost: () => void) {
  const { t } = useTranslation('profile');
  const { signOut } = useAuth();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      const data = await exportAccountData();
      saveJson(data, `forksure-my-data-${data.exportedAt.slice(0, 10)}.json`);
    } catch (error) {
      if (isSessionError(error)) return onSessionLost();
      setDownloadError(apiErrorMessage(t, error, {}, 'yourData.download.error'));
    } finally {
      setDownloading(false);
    }
  };

  const remove = async () => {
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteAccount();
      rememberAccountDeleted();
      onLeaving();
      await signOut('/welcome');
    } catch (error) {
      setDeleting(false);
      if (isSessionError(error)) return onSessionLost();
      setDeleteError(apiErrorMessage(t, error, DELETE_ERRORS, 'yourData.delete.errors.generic'));
    }
  };

  return { downloading, downloadError, download, deleting, deleteError, remove, clearDeleteError: () => setDeleteError(null) };
}
