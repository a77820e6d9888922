/**
 * Tells the header gauges that a counter changed (a search ran), so they refresh at once instead of
 * at the next 3-second poll. A window event keeps the search feature and the header decoupled.
 */
const USAGE_CHANGED = 'forksure:usage-changed';

export function notifyUsageChanged(): void {
  window.dispatchEvent(new Event(USAGE_CHANGED));
}

export function onUsageChanged(listener: () => void): () => void {
  window.addEventListener(USAGE_CHANGED, listener);
  return () => window.removeEventListener(USAGE_CHANGED, listener);
}
