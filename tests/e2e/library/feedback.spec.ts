import { expect, test, type Page } from '@playwright/test';
import { text } from '../locale';
import { toasts } from '../accounts/support';
import { signedInOnHome } from '../search/support';

/** The Send App Feedback dialog (product-rules §12.1): signed in and out, 3 per UTC day, stays open after a failure. */
test.describe.configure({ timeout: 120_000 });
const c = (key: string) => text('en', 'common', key);

async function sendFeedback(page: Page, subject: string): Promise<void> {
  await page.getByTestId('header-feedback').click();
  const dialog = page.getByTestId('feedback-dialog');
  await expect(dialog).toBeVisible();
  await page.getByTestId('feedback-type').selectOption('general');
  await page.getByTestId('feedback-subject').fill(subject);
  await page.getByTestId('feedback-message').fill(`Message for ${subject}`);
  await dialog.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await page.getByTestId('feedback-submit').click();
}

test('a signed-in user sends 3 feedbacks; the 4th of the day is refused and the dialog keeps its contents', async ({ page }) => {
  await signedInOnHome(page, 'Feedbacker');
  for (const n of [1, 2, 3]) {
    await sendFeedback(page, `Subject ${n}`);
    await expect(toasts(page)).toContainText(c('feedback.success'));
    await expect(page.getByTestId('feedback-dialog')).toBeHidden();
  }
  await sendFeedback(page, 'Subject 4');
  await expect(page.getByTestId('feedback-error')).toHaveText(c('feedback.dailyLimit'));
  await expect(page.getByTestId('feedback-dialog')).toBeVisible();
  await expect(page.getByTestId('feedback-subject')).toHaveValue('Subject 4');
  // Signed in, no email field.
  await expect(page.getByTestId('feedback-email')).toHaveCount(0);
});

test('required fields are asked for, the rating only for AI quality and general, and a visitor may add an email', async ({ page }) => {
  await page.goto('/welcome');
  await page.getByTestId('header-feedback').click();
  await expect(page.getByRole('dialog', { name: c('feedback.title') })).toBeVisible();
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-error')).toHaveText(c('feedback.required'));
  await page.getByTestId('feedback-type').selectOption('bug');
  await expect(page.getByTestId('feedback-rating')).toHaveCount(0);
  await page.getByTestId('feedback-type').selectOption('ai_quality');
  await expect(page.getByTestId('feedback-rating')).toBeVisible();
  await expect(page.getByTestId('feedback-subject')).toHaveAttribute('maxlength', '100');
  await expect(page.getByTestId('feedback-message')).toHaveAttribute('maxlength', '1000');
  await page.getByTestId('feedback-subject').fill('From a visitor');
  await page.getByTestId('feedback-message').fill('The answers read well.');
  await page.getByTestId('feedback-email').fill('visitor@example.com');
  await page.getByTestId('feedback-submit').click();
  // Visitors share the local runtime's client address: success, or the day's limit when other tests used it.
  const either = [c('feedback.success'), c('feedback.dailyLimit')].map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  await expect(toasts(page)).toContainText(new RegExp(either));
});
