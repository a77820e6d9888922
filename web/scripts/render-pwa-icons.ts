import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

/**
 * Renders the install icons (web/public/icons/*.png) from the favicon, so the installed app shows the same
 * fork-and-knife mark: `node --import tsx web/scripts/render-pwa-icons.ts`. The "any" icons are the favicon as
 * drawn (rounded square); the maskable one fills the whole square with the brand colour and keeps the mark inside
 * the central 80 % that every launcher mask leaves visible. Commit the PNGs it writes.
 */
const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const favicon = readFileSync(`${publicDir}favicon.svg`, 'utf8');
const BRAND = '#0f766e';

/** The favicon's drawing without its rounded background square (its 32-unit view box). */
const mark = favicon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').replace(/<rect[^>]*\/>/, '');

const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(6.4 6.4) scale(0.6)">${mark}</g></svg>`;

const icons: { file: string; svg: string; size: number }[] = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'icon-maskable-512.png', svg: maskable, size: 512 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const { file, svg, size } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`);
    writeFileSync(`${publicDir}icons/${file}`, await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
    await page.close();
    console.log(`wrote web/public/icons/${file}`);
  }
} finally {
  await browser.close();
}
