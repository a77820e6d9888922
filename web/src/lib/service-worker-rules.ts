/** Names and rules shared by the service worker and the page that registers it (product-rules §3.6). */
export const ASSETS_CACHE = 'forksure-assets';
export const CONFIG_CACHE = 'forksure-config';

export interface CacheUrlsMessage {
  type: 'FORKSURE_CACHE_URLS';
  urls: string[];
}

/** Only the site's own content-hashed files are kept from what the page reports (never the API, never other sites). */
export function isShellUrlToKeep(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.origin === origin && parsed.pathname.startsWith('/assets/') && parsed.search === '';
  } catch {
    return false;
  }
}
