import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { contractDescriptorsPlugin } from './contract-descriptors-plugin';
import { devConfigPlugin } from './dev-config-plugin';
import { prerenderPlugin } from './prerender-plugin';
import { pwaPlugin } from './pwa-plugin';
import { sideEffectFreeSourcesPlugin } from './side-effect-free-sources-plugin';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const sharedRoot = fileURLToPath(new URL('../shared', import.meta.url));

/** Set to e.g. http://localhost:3000 to run the dev server against `npm start`'s API and config. */
const apiOrigin = process.env.FORKSURE_API_ORIGIN;

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    tailwindcss(),
    sideEffectFreeSourcesPlugin(fileURLToPath(new URL('..', import.meta.url))),
    contractDescriptorsPlugin(fileURLToPath(new URL('..', import.meta.url))),
    ...(apiOrigin ? [] : [devConfigPlugin()]),
    pwaPlugin(),
    prerenderPlugin(),
  ],
  resolve: {
    alias: {
      '@shared': sharedRoot,
      '@': `${webRoot}src`,
    },
  },
  server: {
    fs: { allow: [webRoot, sharedRoot, fileURLToPath(new URL('../node_modules', import.meta.url))] },
    proxy: apiOrigin
      ? // config.json keeps the browser's Host, so the API and Cognito URLs in it point back through this proxy
        // (same origin, whether the page was opened as localhost or 127.0.0.1).
        { '/config.json': { target: apiOrigin, changeOrigin: false }, '/api': apiOrigin, '/cognito': apiOrigin, '/dev': apiOrigin }
      : undefined,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // No run-time module preloads: a lazy chunk's imports load as it asks for them. Vite's preload helper put a
    // <link rel=modulepreload> in the page per import of each lazy chunk, and those insertions were most of the
    // signed-in pages' blocking time (docs/decisions.md, "Issue 19: no run-time module preloads"). CSS of lazy
    // chunks is still loaded before they render.
    modulePreload: false,
    // The budget is 200 KB gzipped for the initial route; warn well before a chunk gets near it.
    chunkSizeWarningLimit: 400,
    // The app, and the template of the prerendered public pages (web/prerender-plugin.ts fills and removes it).
    rollupOptions: { input: { index: `${webRoot}index.html`, 'public-page': `${webRoot}public-page.html` } },
  },
});
