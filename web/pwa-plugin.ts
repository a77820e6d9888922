import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable app (product-rules §3.6): the web app manifest and the service worker (web/sw/sw.ts), built by
 * vite-plugin-pwa. The page registers the worker itself, late (web/src/lib/register-service-worker.ts), so no
 * registration script is injected. The install colours are the app's CSS: brand-700 and the surface colour.
 */
export function pwaPlugin(): PluginOption[] {
  let outDir = '';
  const readOutDir: PluginOption = {
    name: 'forksure-pwa-out-dir',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  return [readOutDir, VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Forksure',
      short_name: 'Forksure',
      description: 'Restaurants near you, checked against your allergies and diets.',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f766e',
      background_color: '#f7faf9',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['index.html', 'assets/*.{js,css}'],
      manifestTransforms: [(entries) => ({ manifest: entries.filter(appShellOnly(outDir)), warnings: [] })],
    },
  })];
}

/**
 * Only the app shell is precached: index.html and the files it loads itself (the entry chunk, its preloads and
 * the stylesheet). Everything else (route chunks, locale files) is cached when first used, so installing the
 * worker downloads nothing the page has not already fetched.
 */
function appShellOnly(outDir: string): (entry: { url: string }) => boolean {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const shell = new Set(['index.html', ...[...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1])]);
  return (entry) => shell.has(entry.url);
}
