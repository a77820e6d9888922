/**
 * @jest-environment jsdom
 */
import { beforeEach, expect, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// The app's toaster: it mounts sonner's when the first toast is shown (@/lib/toast).
import { AppToaster } from '@/app/layout/AppToaster';
import type { Restaurant } from '@shared/api/places';
import { LIBRARY_ERROR_CODES, type RestaurantCopy, type SaveResponse } from '@shared/api/library';
import { PLAN_LIMITS } from '@shared/domain/plans';
import { SaveHeart } from '@/features/library';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { holdApiRequests, type HeldRequest } from './support/held-api';
import { renderInApp } from './support/render';
import { asSignedIn, USER_ID } from './support/signed-in';

const freeLimit = PLAN_LIMITS.free.maxSavedRestaurants;
const restaurant: Restaurant = {
  id: 'osm-node-1', name: 'Fratelli', imageUrl: '/places/illustration?c=italian&s=1', cuisineType: 'Italian', cuisines: ['italian'],
  address: '1 Market Street', formatted_address: '1 Market Street', vicinity: '1 Market Street', distance: '0.2 miles', distanceMeters: 320,
  coordinates: { lat: 39.95, lng: -75.16 }, dietaryOptions: [], pros: [], cons: [], hasMenuExtraction: false, source: 'openstreetmap', demo: false,
  allergyInfo: { isSafe: true, riskLevel: 'safe', allergenWarnings: [], dietaryWarnings: [], safeOptions: [], hasSafeMenuItems: false, evidence: { level: 'limited', words: 3, menuItems: 0 }, limited: true, notes: [] },
};
let requests: HeldRequest[];
beforeEach(() => {
  requests = holdApiRequests();
});

/** The heart of a signed-in Free user whose saved list holds `savedIds`. */
function renderHeart(savedIds: string[]) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.savedIds(USER_ID), { ids: savedIds });
  renderInApp(<><SaveHeart restaurant={restaurant} /><AppToaster /></>, {
    queryClient,
    wrap: asSignedIn,
  });
  return { heart: screen.getByTestId('card-save') };
}

const savesOf = () => requests.filter((r) => r.path === `/me/saved/${restaurant.id}`);
const others = (n: number) => Array.from({ length: n }, (_, i) => `other-${i}`);

test('saved: the heart is pressed and offers to remove the restaurant', () => {
  const { heart } = renderHeart([restaurant.id]);
  expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(heart).toHaveAccessibleName('Remove Fratelli from saved');
});

test('not saved: the heart is not pressed and offers to save the restaurant', () => {
  const { heart } = renderHeart(others(1));
  expect(heart).toHaveAttribute('aria-pressed', 'false');
  expect(heart).toHaveAccessibleName('Save Fratelli');
});

test('saving: the heart fills at once while the save is on its way, and stays filled when the server keeps it', async () => {
  const { heart } = renderHeart([]);
  await userEvent.click(heart);
  await waitFor(() => expect(savesOf()).toHaveLength(1));
  expect(savesOf()[0]!.method).toBe('PUT');
  expect(heart).toHaveAttribute('aria-pressed', 'true'); // before any answer
  const save = savesOf()[0]!;
  const stored: SaveResponse = { item: { restaurant_id: restaurant.id, restaurant_data: save.body as RestaurantCopy, saved_at: new Date(0).toISOString() }, created: true, savedCount: 1 };
  act(() => save.answer(200, stored));
  expect(await screen.findByText('Restaurant saved successfully!')).toBeVisible();
  expect(heart).toHaveAttribute('aria-pressed', 'true');
});

test('limit reached: at the plan\'s limit a press asks nothing of the server, says the limit and leaves the heart empty', async () => {
  const { heart } = renderHeart(others(freeLimit));
  await userEvent.click(heart);
  expect(await screen.findByText(`Saved restaurants limit reached (${freeLimit}). Upgrade to Pro for more saves!`)).toBeVisible();
  expect(savesOf()).toHaveLength(0);
  expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('limit reached on the server (another tab saved meanwhile): the filled heart turns back and says the limit', async () => {
  const { heart } = renderHeart(others(freeLimit - 1));
  await userEvent.click(heart);
  await waitFor(() => expect(savesOf()).toHaveLength(1));
  expect(heart).toHaveAttribute('aria-pressed', 'true');
  act(() => savesOf()[0]!.answer(429, { error: { code: LIBRARY_ERROR_CODES.savedLimitReached, message: 'limit' } }));
  expect(await screen.findByText(`Saved restaurants limit reached (${freeLimit}). Upgrade to Pro for more saves!`)).toBeVisible();
  await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
});

test('saved ids not loaded yet: the heart cannot be pressed until it knows, then a press removes a saved place', async () => {
  const queryClient = createQueryClient();
  renderInApp(<><SaveHeart restaurant={restaurant} /><AppToaster /></>, { queryClient, wrap: asSignedIn });
  const heart = screen.getByTestId('card-save');
  expect(heart).toBeDisabled();
  expect(heart).toHaveAttribute('aria-busy', 'true');
  expect(heart).not.toHaveAttribute('aria-pressed');
  await userEvent.click(heart);
  expect(savesOf()).toHaveLength(0); // a press before the state is known would have saved a saved place
  await waitFor(() => expect(requests.some((r) => r.path === '/me/saved-ids')).toBe(true));
  act(() => requests.find((r) => r.path === '/me/saved-ids')!.answer(200, { ids: [restaurant.id] }));
  await waitFor(() => expect(heart).toBeEnabled());
  expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(heart).not.toHaveAttribute('aria-busy');
  await userEvent.click(heart);
  await waitFor(() => expect(savesOf()).toHaveLength(1));
  expect(savesOf()[0]!.method).toBe('DELETE');
});
