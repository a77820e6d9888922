/**
 * Saves screenshots of the public pages at phone and desktop widths into test-results/screenshots/.
 * Run against a running app: `PORT=3100 npm start`, then `npx tsx tests/e2e/screenshots.ts`
 * (E2E_BASE_URL overrides http://localhost:3100; SCREENSHOT_LANGS=en,ja picks languages).
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../playwright.config';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';
const outDir = 'test-results/screenshots';
const pages = ['/welcome', '/pricing', '/privacy-policy'];
const widths = [390, 1280];
const langs = (process.env.SCREENSHOT_LANGS ?? 'en,ja').split(',').map((l) => l.trim()).filter(Boolean);

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const lang of langs) {
      for (const width of widths) {
        const context = await browser.newContext({ viewport: { width, height: width < 1024 ? 844 : 800 }, locale: lang, deviceScaleFactor: 1 });
        const page = await context.newPage();
        for (const path of pages) {
          await page.goto(`${baseURL}${path}`);
          await page.locator('h1').first().waitFor();
          await page.evaluate(() => document.fonts.ready);
          const file = `${outDir}/${path.slice(1).replace(/\//g, '_')}-${width}-${lang}.png`;
          await page.screenshot({ path: file, fullPage: true });
          console.log(`saved ${file}`);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
