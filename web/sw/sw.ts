/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ASSETS_CACHE, CONFIG_CACHE, isShellUrlToKeep, type CacheUrlsMessage } from '../src/lib/service-worker-rules';

/**
 * Forksure's service worker (product-rules §3.6). It keeps the app itself, never the account's data: API answers
 * are not cached here (the page keeps the few it shows offline, per user, and clears them at sign-out).
 * - index.html and the files it loads are precached; pages are always asked of the network first, so a new
 *   build is never hidden behind an old index.html, and the precached one answers only offline.
 * - /assets/* (content-hashed, never changed in place) come from the cache once fetched.
 * - /config.json from the network first, the last copy offline.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A new build takes over at once: its index.html is the one the network gives anyway.
void self.skipWaiting();
clientsClaim();

const assets = new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600 })] });
registerRoute(({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET', assets);
registerRoute(({ url }) => url.origin === self.location.origin && url.pathname === '/config.json', new NetworkFirst({ cacheName: CONFIG_CACHE }));

const pages = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    // The API, the local Cognito and the local operator pages are never the app's pages.
    { denylist: [/^\/api\//, /^\/cognito\//, /^\/dev\//] },
  ),
);

/** The page sends what it loaded before this worker controlled it, so the first visit also opens offline later. */
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as Partial<CacheUrlsMessage> | null;
  if (data?.type !== 'FORKSURE_CACHE_URLS' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u): u is string => typeof u === 'string' && isShellUrlToKeep(u, self.location.origin));
  event.waitUntil(
    (async () => {
      const cache = await caches.open(ASSETS_CACHE);
      for (const url of urls) if (!(await cache.match(url))) await cache.add(url).catch(() => undefined);
    })(),
  );
});
