import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { text } from '../locale';
import { freshConnection } from '../support/api-headers';
import { actAsEstablishedAccount, createAccount, newAccount, signInThroughAuthPage } from '../profile/support';
import { accessToken, PHILADELPHIA, runSearch, s, signedInOnHome } from './support';

/**
 * Eating together (issue 20 item 3, product-rules §14.4): a user with a diner profile searches for Me and
 * Ana; the request carries Ana's id only; each card shows a badge per person ("Ana: High Risk" for a
 * screen reader); Best for everyone orders the cards by the worst badge at the table; the menu generated
 * from a card marks each dish per person, on the detail page and on its /scrape-menu analysis.
 * With SCREENSHOT_DIR set, the results and the menus are photographed in en, ja and de at 390 and 1280 px.
 */
test.describe.configure({ timeout: 240_000 });
test.use({ geolocation: PHILADELPHIA, permissions: ['geolocation'] });

/** axe's WCAG 2.1 A/AA rules on one part of the page. */
async function axeClean(page: Page, what: string, scope: string): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include(scope).analyze();
  expect(result.violations.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Toasts come and go: hidden for the photographs (they are not what is shown). */
const hideToasts = (page: Page) => page.addStyleTag({ content: '[data-sonner-toaster]{display:none !important}' });

const RANK: Record<string, number> = { unset: 0, safe: 0, caution: 1, danger: 2 };
const cards = (page: Page) => page.getByTestId('restaurant-card');

const STRICT = { allergies: ['Peanuts', 'Milk', 'Eggs'], allergy_severities: { Peanuts: 'severe' }, dietary_preferences: ['Vegan'] };

async function addDiner(page: Page, name: string, lists: object = STRICT): Promise<string> {
  const token = await accessToken(page);
  const response = await page.request.post('/api/diner-profiles', {
    headers: freshConnection({ Authorization: `Bearer ${token}` }),
    data: { name, ...lists },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The worst badge at each card's table, in the order shown. */
const worstPerCard = (page: Page) =>
  cards(page).evaluateAll((list) =>
    list.map((card) => Array.from(card.querySelectorAll('[data-testid="table-verdict"]')).map((v) => v.getAttribute('data-risk') ?? '')),
  );

async function searchForTable(page: Page, dinerId: string): Promise<void> {
  await page.goto('/home');
  await expect(page.getByTestId('location-summary')).not.toContainText(/Detecting|Finding/);
  const picker = page.getByTestId('table-picker');
  await expect(picker).toBeVisible({ timeout: 30_000 });
  // Keyboard: Tab reaches each person, Space ticks them.
  await picker.getByTestId('table-me').locator('input').focus();
  await page.keyboard.press('Tab');
  await expect(picker.getByTestId('table-diner').locator('input')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(picker.getByTestId('table-diner').locator('input')).toBeChecked();
  await axeClean(page, 'search for', '[data-testid="table-picker"]');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/places/search'));
  await runSearch(page);
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body.dinerIds, 'ids only').toEqual([dinerId]);
  expect(body.includeMe).toBe(true);
  expect(JSON.stringify(body)).not.toContain('Ana');
}

test('search for Me and Ana: per-diner badges on each card, Best for everyone, and the menu marked per diner', async ({ page }) => {
  // Me with no restrictions, Ana vegan: places that list vegan dishes are safe for her, the others are to check.
  await signedInOnHome(page, 'Table');
  const anaId = await addDiner(page, 'Ana Silva', { dietary_preferences: ['Vegan'] });
  await searchForTable(page, anaId);

  const first = cards(page).first();
  await expect(first.getByTestId('table-verdict')).toHaveCount(2);
  await expect(first.locator(`[data-testid="table-verdict"][data-diner="${anaId}"]`)).toContainText('AS');
  const anaRisk = await first.locator(`[data-testid="table-verdict"][data-diner="${anaId}"]`).getAttribute('data-risk');
  const words = { danger: 'risk.high', caution: 'risk.check', safe: 'risk.safe', unset: 'risk.unset' }[anaRisk!]!;
  await expect(first.locator(`[data-diner="${anaId}"] .sr-only`)).toHaveText(`Ana Silva: ${text('en', 'common', words)}`);

  await expect(page.getByTestId('results-table')).toHaveText('For: You, Ana Silva');
  await page.getByTestId('results-sort').selectOption('best-for-everyone');
  await expect(page.getByTestId('results-sort')).toHaveValue('best-for-everyone');
  await axeClean(page, 'card with a table', '[data-testid="table-verdicts"]');
  const worst = (await worstPerCard(page)).map((risks) => Math.max(...risks.map((r) => RANK[r] ?? 0)));
  expect(worst.length).toBeGreaterThan(1);
  expect(worst, 'the worst badge at the table never gets better down the list').toEqual([...worst].sort((a, b) => a - b));
  // All the results (kept in local storage): the first card is one of the best for everyone.
  const everyWorst = await page.evaluate(() => {
    const rank: Record<string, number> = { safe: 0, caution: 1, danger: 2 };
    const results = JSON.parse(localStorage.getItem('searchResults') ?? '[]') as { table?: { scan: { riskLevel: string } }[] }[];
    return results.map((r) => Math.max(...(r.table ?? []).map((v) => rank[v.scan.riskLevel] ?? 0)));
  });
  expect(new Set(everyWorst).size, `verdicts that differ, to order: ${everyWorst.join(' ')}`).toBeGreaterThan(1);
  expect(worst[0], 'the first card is among the best for everyone').toBe(Math.min(...everyWorst));

  // The menu from a card: each dish names who at the table it conflicts with.
  // (A place Ana must check: a vegan place's menu is all vegan, product-rules §8.1.)
  const toCheck = cards(page).filter({ has: page.locator(`[data-testid="table-verdict"][data-diner="${anaId}"][data-risk="caution"]`) }).first();
  await toCheck.getByTestId('card-menu').click();
  await expect(page).toHaveURL(/\/restaurant\//, { timeout: 60_000 });
  await expect(page.getByTestId('restaurant-scan').getByTestId('table-verdict')).toHaveCount(2);
  const panel = page.getByTestId('menu-panel');
  await expect(panel).toHaveAttribute('data-state', 'items', { timeout: 60_000 });
  await expect(panel.locator(`[data-testid="dish-mark"][data-diner="${anaId}"]`).first()).toBeVisible();
  await axeClean(page, 'menu marks', '[data-testid="menu-items"]');
  await panel.getByTestId('menu-analysis-link').click();
  await expect(page).toHaveURL(/\/scrape-menu\?/);
  expect(decodeURIComponent(page.url())).not.toContain('Ana');
  await expect(page.locator(`[data-testid="analysis-dish"] [data-testid="dish-mark"][data-diner="${anaId}"]`).first()).toBeVisible();
});

// @screenshots: run only with SCREENSHOT_DIR set (playwright.config.ts leaves them out otherwise).
test('the results and the menu with a table, in English, Japanese and German at 390 and 1280 px @screenshots', async ({ page }) => {
  const dir = process.env.SCREENSHOT_DIR!;
  await actAsEstablishedAccount(page);
  for (const lang of ['en', 'ja', 'de']) {
    const account = newAccount(`tb${lang}`);
    await createAccount(page.request, account, lang);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInThroughAuthPage(page, account.username, account.password);
    await page.waitForURL(/\/home$/);
    const token = await accessToken(page);
    await page.request.put('/api/me/profile', { headers: freshConnection({ Authorization: `Bearer ${token}` }), data: { allergies: ['Shellfish'] } });
    await addDiner(page, 'Ana Silva');
    await page.goto('/home');
    await expect(page.getByTestId('search-submit')).toHaveText(s('form.submit', {}, lang), { timeout: 30_000 });
    await expect(page.getByTestId('location-summary')).not.toContainText(/Detecting|Finding/);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('table-picker').getByTestId('table-diner').click();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId('table-picker').screenshot({ path: `${dir}/picker-${lang}-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await runSearch(page);
    await hideToasts(page);
    await page.getByTestId('results-sort').selectOption('best-for-everyone');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await cards(page).first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/results-${lang}-${width}.png` });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${dir}/results-top-${lang}-${width}.png` });
      await cards(page).first().screenshot({ path: `${dir}/card-${lang}-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await cards(page).first().getByTestId('card-menu').click();
    await expect(page.getByTestId('menu-panel')).toHaveAttribute('data-state', 'items', { timeout: 60_000 });
    await hideToasts(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId('restaurant-scan').screenshot({ path: `${dir}/detail-scan-${lang}-${width}.png` });
      await page.getByTestId('menu-items').screenshot({ path: `${dir}/menu-${lang}-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('menu-panel').getByTestId('menu-analysis-link').click();
    await expect(page.getByTestId('analysis-dish').first()).toBeVisible();
    await hideToasts(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${dir}/analysis-${lang}-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-logout').click();
    await expect(page).toHaveURL(/\/auth$/);
  }
});
