/**
 * @jest-environment jsdom
 */
import { beforeEach, expect, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
// The app's toaster: it mounts sonner's when the first toast is shown (@/lib/toast).
import { AppToaster } from '@/app/layout/AppToaster';
import type { ReactNode } from 'react';
import type { GenerateMenuResponse } from '@shared/api/menus';
import { GenerateMenuButton } from '@/features/menus';
import { holdApiRequests, type HeldRequest } from './support/held-api';
import { renderInApp } from './support/render';
import { asSignedIn } from './support/signed-in';

// Issue 18 item 16: one outcome's toast must never carry another outcome's words (a shared toast id
// merged the refusal into the success toast still on screen).

let requests: HeldRequest[];
beforeEach(() => {
  requests = holdApiRequests();
});

const scan: GenerateMenuResponse['menuItems'][number]['scan'] = {
  isSafe: true, riskLevel: 'safe', allergenWarnings: [], dietaryWarnings: [], safeOptions: [], hasSafeMenuItems: false,
  evidence: { level: 'limited', words: 3, menuItems: 0 }, limited: true, notes: [],
};
const menuOf = (restaurantId: string, restaurantName: string, n: number): GenerateMenuResponse => ({
  menuId: `menu-${restaurantId}`, restaurantId, restaurantName, location: '1 Market Street', cached: false,
  menuItems: Array.from({ length: n }, (_, i) => ({ menu_item: `Dish ${i}`, ingredients: 'rice', price: 'N/A', scan })),
  totalItemsGenerated: n, source: 'embedded-knowledge-base', cuisineKnown: true, created_at: new Date(0).toISOString(),
});

const inRouter = (children: ReactNode) => asSignedIn(<MemoryRouter>{children}</MemoryRouter>);
const generationsOf = (id: string) => requests.filter((r) => r.path === '/menus/generate' && (r.body as { restaurantId: string }).restaurantId === id);
const toastOf = (text: string) => screen.getByText(text).closest('[data-sonner-toast]') as HTMLElement;

function renderTwoCards() {
  renderInApp(
    <>
      <GenerateMenuButton restaurantId="thai-9" restaurantName="Nine Thai Kitchen" menuReady={false} label="Generate Menu" className="" />
      <GenerateMenuButton restaurantId="thai-10" restaurantName="Ten Thai House" menuReady={false} label="Generate Menu" className="" />
      <AppToaster />
    </>,
    { wrap: inRouter },
  );
  return screen.getAllByTestId('card-menu');
}

test('a refusal after a success is its own toast: the limit message carries nothing of the success', async () => {
  const [first, second] = renderTwoCards();
  await userEvent.click(first!);
  await waitFor(() => expect(generationsOf('thai-9')).toHaveLength(1));
  act(() => generationsOf('thai-9')[0]!.answer(200, menuOf('thai-9', 'Nine Thai Kitchen', 11)));
  expect(await screen.findByText('Generated 11 menu items for Nine Thai Kitchen')).toBeVisible();

  await userEvent.click(second!);
  await waitFor(() => expect(generationsOf('thai-10')).toHaveLength(1));
  act(() => generationsOf('thai-10')[0]!.answer(429, { error: { code: 'DAILY_SCRAPE_LIMIT', message: 'limit' } }));
  const refusal = await screen.findByText(/^Daily scraping limit reached/);
  expect(within(toastOf(refusal.textContent!)).queryByText(/Generated 11 menu items/)).toBeNull();
  expect(toastOf(refusal.textContent!)).toHaveAttribute('data-type', 'error');
});

test('a failure after a success is its own toast: the success stays a success, the failure says only its reason', async () => {
  const [first, second] = renderTwoCards();
  await userEvent.click(first!);
  await waitFor(() => expect(generationsOf('thai-9')).toHaveLength(1));
  act(() => generationsOf('thai-9')[0]!.answer(200, menuOf('thai-9', 'Nine Thai Kitchen', 11)));
  await screen.findByText('Generated 11 menu items for Nine Thai Kitchen');

  await userEvent.click(second!);
  await waitFor(() => expect(generationsOf('thai-10')).toHaveLength(1));
  act(() => generationsOf('thai-10')[0]!.answer(200, menuOf('thai-10', 'Ten Thai House', 0)));
  const failure = toastOf((await screen.findByText('Menu Generation Failed')).textContent!);
  expect(within(failure).getByText('Could not generate menu items for this restaurant.')).toBeVisible();
  expect(within(failure).queryByText(/Generated 11/)).toBeNull();
  expect(toastOf('Menu Generated Successfully')).toHaveAttribute('data-type', 'success');
});
