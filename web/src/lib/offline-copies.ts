import { onlineManager, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { localStore } from './web-storage';

/**
 * What the signed-in pages show offline (product-rules §3.6): the last answer of a few reads, kept in this
 * browser's localStorage per user, and cleared at sign-out (and so at account deletion, which signs out).
 * Allergies are health data: nothing else is kept, nothing is read for another user, and the service worker
 * never caches the API.
 *
 * A read joins the offline set by adding its query key's first part here (its key must carry the user id
 * second, as every key in query-keys.ts does): diner profiles and chef cards will, when they exist.
 */
export const OFFLINE_KEPT_QUERIES: readonly string[] = ['profile', 'saved', 'savedIds'];

/** Every stored copy starts with this; the sign-out clean-up removes them by it. */
export const OFFLINE_COPY_PREFIX = 'forksure.offline.';

export interface OfflineCopy {
  /** When the answer came (ms since the epoch): the offline banner shows it. */
  savedAt: number;
  data: unknown;
}

/** Offline as the query client knows it (it follows the browser's online and offline events, see query-client.ts). */
export const isOffline = (): boolean => !onlineManager.isOnline();

const storageKey = (userId: string, queryKey: QueryKey) => `${OFFLINE_COPY_PREFIX}${userId}.${JSON.stringify(queryKey)}`;

/** Whether the key names a kept read of this user. */
function isKeptFor(queryKey: QueryKey, userId: string): boolean {
  return typeof queryKey[0] === 'string' && OFFLINE_KEPT_QUERIES.includes(queryKey[0]) && queryKey[1] === userId;
}

export function readOfflineCopy(userId: string, queryKey: QueryKey): OfflineCopy | null {
  const raw = localStore()?.getItem(storageKey(userId, queryKey));
  if (!raw) return null;
  try {
    const copy = JSON.parse(raw) as Partial<OfflineCopy>;
    return typeof copy.savedAt === 'number' && copy.data !== undefined ? { savedAt: copy.savedAt, data: copy.data } : null;
  } catch {
    return null;
  }
}

function writeOfflineCopy(userId: string, queryKey: QueryKey, copy: OfflineCopy): void {
  try {
    localStore()?.setItem(storageKey(userId, queryKey), JSON.stringify(copy));
  } catch {
    // Storage full or refused: the page simply has nothing to show offline.
  }
}

/** Removes the copies kept on this device: every user's, or all but `keepUserId`'s. */
export function clearOfflineCopies(keepUserId?: string): void {
  const storage = localStore();
  if (!storage) return;
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(OFFLINE_COPY_PREFIX) && !(keepUserId && key.startsWith(`${OFFLINE_COPY_PREFIX}${keepUserId}.`))) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
}

/**
 * While the browser is offline, a kept read of this user with no answer in memory starts from its copy (with the
 * copy's time, so it counts as stale and is read again once online). Idempotent; it must run before the pages
 * build their queries (the session provider calls it while rendering).
 */
export function startFromOfflineCopies(client: QueryClient, userId: string): void {
  for (const entity of OFFLINE_KEPT_QUERIES) {
    client.setQueryDefaults([entity, userId], {
      initialData: (): unknown => (isOffline() ? readOfflineCopy(userId, [entity, userId])?.data : undefined),
      initialDataUpdatedAt: () => readOfflineCopy(userId, [entity, userId])?.savedAt,
    });
  }
}

/**
 * For the signed-in user: keeps each kept read's answers as they come, and starts kept reads from their copies
 * offline (startFromOfflineCopies). Copies of any other user are dropped first. Returns the function that stops keeping.
 */
export function keepOfflineCopies(client: QueryClient, userId: string): () => void {
  clearOfflineCopies(userId);
  startFromOfflineCopies(client, userId);
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryKey, state } = event.query;
    // A fetched answer or one the app set from a change's response (a copy put back from storage is initial
    // data, never a "success", so its time stays the one it really came at).
    if (!isKeptFor(queryKey, userId) || state.data === undefined) return;
    // An answer that lands after sign-out cleared the cache (and the copies) must not bring a copy back.
    if (client.getQueryCache().get(event.query.queryHash) !== event.query) return;
    writeOfflineCopy(userId, queryKey, { savedAt: state.dataUpdatedAt, data: state.data });
  });
}
