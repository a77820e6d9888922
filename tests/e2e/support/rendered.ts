import type { Page } from '@playwright/test';

/**
 * Resolves once the page has painted two more frames: whatever it had already set in motion by then
 * (a React state update such as a queued toast or a redirect decided in render) is in the DOM. For a
 * check that something did NOT happen, taken after the event that would have caused it, instead of
 * a sleep. Works with page.clock installed (its faked requestAnimationFrame keeps running).
 */
export async function afterNextPaints(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
