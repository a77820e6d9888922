import type { CacheUrlsMessage } from './service-worker-rules';

/**
 * Registers the service worker (web/sw/sw.ts, product-rules §3.6) late: after the load event, when the browser
 * is idle, so a first visit downloads nothing more before it is usable. Production builds only (the dev server
 * has no worker). Once the worker is active, it is told which of the site's files this page already loaded, so
 * the app opens offline even after a single visit.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
        const message: CacheUrlsMessage = { type: 'FORKSURE_CACHE_URLS', urls };
        registration.active?.postMessage(message);
      })
      .catch(() => undefined); // No worker (private mode, blocked): the app works online as before.
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(register, { timeout: 10_000 });
    else setTimeout(register, 2_000); // Safari before 18 has no requestIdleCallback
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
