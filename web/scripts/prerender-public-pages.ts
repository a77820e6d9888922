/**
 * Writes the prerendered public pages (shared/config/prerendered-pages.ts) into the web build: each path in each
 * language, rendered by the app's own components as a first-time visitor sees them, into the built
 * public-page.html (its stylesheet and boot script). Run by the build (web/prerender-plugin.ts) in its own
 * process, because rendering needs the few browser globals stubbed below.
 *   node --import tsx web/scripts/prerender-public-pages.ts <outDir>
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createServer } from 'vite';
import { LANGUAGES } from '../../shared/i18n/languages';
import { PRERENDERED_PATHS, prerenderedFile } from '../../shared/config/prerendered-pages';

const TEMPLATE = 'public-page.html';
const outDir = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'));

// What the app reads of the browser while rendering: a first-time visitor (empty storage, English browser).
const memoryStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k), key: () => null, length: 0 };
};
Object.assign(globalThis, { window: globalThis, localStorage: memoryStorage(), sessionStorage: memoryStorage() });
Object.defineProperty(globalThis, 'navigator', { value: { language: 'en', languages: ['en'] }, configurable: true });
Object.defineProperty(globalThis, 'document', { value: { documentElement: { lang: 'en', getAttribute: () => 'en' } }, configurable: true });

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const template = readFileSync(join(outDir, TEMPLATE), 'utf8');
if (!template.includes('<!--prerendered-->')) throw new Error(`${TEMPLATE} has no <!--prerendered--> mark`);
const vite = await createServer({ configFile: join(import.meta.dirname, '..', 'vite.config.ts'), server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' });
try {
  const { renderPublicPage, pageTitle } = await vite.ssrLoadModule('/src/prerender/render-public-page.tsx');
  // The markup of a visitor's page does not depend on the runtime config.
  const config = { apiUrl: 'https://api.invalid', region: 'prerender', userPoolId: 'prerender', userPoolClientId: 'prerender', mode: 'aws', stage: 'prerender' };
  for (const path of PRERENDERED_PATHS) {
    for (const language of LANGUAGES) {
      const markup: string = await renderPublicPage(path, language, config);
      const html = template
        .replace('<html lang="en"', `<html lang="${language}"`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(pageTitle(path) as string)}</title>`)
        .replace('<!--prerendered-->', () => markup);
      const file = join(outDir, prerenderedFile(path, language));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
    }
  }
} finally {
  await vite.close();
}
rmSync(join(outDir, TEMPLATE));
// Rendering leaves timers behind (the query cache's garbage collection): the work is done, so end now.
process.exit(0);
