import { expect, type Page } from '@playwright/test';
import type { RestaurantDetail } from '../../../shared/api/places';
import { text } from '../locale';
import { freshConnection } from '../support/api-headers';
import { accessToken } from '../search/support';

/** `restaurant` namespace strings in English, so the tests follow the copy. */
export const r = (key: string, values: Record<string, string | number> = {}) => text('en', 'restaurant', key, values);

/** Philadelphia City Hall: the OpenStreetMap seed covers it. */
export const PHILADELPHIA = { latitude: 39.9526, longitude: -75.1652 };
/** Lower Manhattan: no seed there, so the places are the generated demo set. */
export const NEW_YORK = { latitude: 40.7306, longitude: -73.9866 };

/** GET /places/{id} as the signed-in user: what the provider has for the place. */
export async function placeDetail(page: Page, id: string): Promise<RestaurantDetail> {
  const token = await accessToken(page);
  const answer = await page.request.get(`/api/places/${encodeURIComponent(id)}`, { headers: freshConnection({ Authorization: `Bearer ${token}` }) });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as RestaurantDetail;
}

/** Sets the profile's lists through the API (the scan on the detail page reads them). */
export async function setProfileLists(page: Page, lists: { allergies?: string[]; dietary_preferences?: string[] }): Promise<void> {
  const token = await accessToken(page);
  const answer = await page.request.put('/api/me/profile', { headers: freshConnection({ Authorization: `Bearer ${token}` }), data: lists });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The ids of the cards on the current results page. */
export async function cardIds(page: Page): Promise<string[]> {
  return (await page.getByTestId('restaurant-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-id') ?? ''))).filter(Boolean);
}

/** The first card on this results page whose detail has every one of `fields` (non-empty). */
export async function cardWith(page: Page, fields: (keyof RestaurantDetail)[]): Promise<RestaurantDetail | null> {
  for (const id of await cardIds(page)) {
    const detail = await placeDetail(page, id);
    if (fields.every((f) => (Array.isArray(detail[f]) ? (detail[f] as unknown[]).length > 0 : detail[f] !== undefined && detail[f] !== ''))) return detail;
  }
  return null;
}
