import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isOffline } from '@/lib/offline-copies';
import { isServiceUnreachable } from '@/lib/service-unreachable';

/**
 * For a change or a search that failed (product-rules §3.5): the "can't be reached, this didn't go through"
 * message when the service was unreachable, else null (the caller's own message). Never retried by itself.
 * While the browser is offline, whatever failed (the request, or a part of the app not yet on this device)
 * needs a connection, and the message says so (§3.6).
 */
export function useUnreachableMessage(): (error: unknown) => string | null {
  const { t } = useTranslation('common');
  return useCallback((error: unknown) => (isOffline() ? t('offline.needsConnection') : isServiceUnreachable(error) ? t('unreachable.notDone') : null), [t]);
}
