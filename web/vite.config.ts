import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { devConfigPlugin } from './dev-config-plugin';
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
    ...(apiOrigin ? [] : [devConfigPlugin()]),
    pwaPlugin(),
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
    // The budget is 200 KB gzipped for the initial route; warn well before a chunk gets near it.
    chunkSizeWarningLimit: 400,
  },
});
