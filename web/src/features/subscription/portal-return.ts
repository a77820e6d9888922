/**
 * The customer portal is another site; coming back from it is an ordinary page load with nothing
 * in the URL that says so. Opening it leaves a mark for the tab (sessionStorage survives the trip),
 * and the next load that finds the mark checks the subscription again, bypassing the 5-minute
 * cache, so a plan changed or canceled in the portal shows at once.
 */
export const PORTAL_OPENED_KEY = 'forksure.portalOpened';

type MarkStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function rememberPortalOpen(storage: MarkStorage | null, userId: string): void {
  try {
    storage?.setItem(PORTAL_OPENED_KEY, userId);
  } catch {
    // Blocked storage: the status is checked again when the 5-minute cache runs out.
  }
}

/** True once when this user left for the portal in this tab; the mark is removed by the read. */
export function takePortalReturn(storage: MarkStorage | null, userId: string | null): boolean {
  try {
    const marked = storage?.getItem(PORTAL_OPENED_KEY) ?? null;
    if (marked === null || !userId) return false;
    storage?.removeItem(PORTAL_OPENED_KEY);
    return marked === userId;
  } catch {
    return false;
  }
}
