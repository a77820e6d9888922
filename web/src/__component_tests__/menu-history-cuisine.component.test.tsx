/**
 * @jest-environment jsdom
 */
import { expect, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { MenuHistoryItem } from '@shared/api/menus';
// One tab of the lazily loaded history page, which the history feature does not export on its own.
// eslint-disable-next-line no-restricted-imports
import { MenuHistoryTab } from '@/features/history/components/MenuHistoryTab';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import menus from '@/locales/en/menus.json' with { type: 'json' };
import { renderInApp } from './support/render';
import { asSignedIn, USER_ID } from './support/signed-in';

// A menu generated for a place whose cuisine nobody knows says so wherever it is shown: on the menu
// page and in Menu History alike (product-rules §8.1).

const menu = (id: string, name: string, cuisineKnown: boolean | undefined): MenuHistoryItem => ({
  id,
  restaurant_id: `osm-node-${id}`,
  restaurant_name: name,
  location: '1 Market Street',
  created_at: new Date().toISOString(),
  menu_items: [{ menu_item: 'House salad', ingredients: 'lettuce, tomato', price: '$9', calories: 200 }],
  source: 'embedded-knowledge-base',
  ...(cuisineKnown === undefined ? {} : { cuisine_known: cuisineKnown }),
});

test('Menu History shows the menu page’s "cuisine unknown" note on a menu made without a known cuisine, and only there', () => {
  const queryClient = createQueryClient();
  const items = [menu('1', 'Corner Place', false), menu('2', 'Fratelli', true), menu('3', 'Old Menu', undefined)];
  queryClient.setQueryData([...queryKeys.history(USER_ID), 'menus'], items);
  renderInApp(<MemoryRouter><MenuHistoryTab /></MemoryRouter>, { queryClient, wrap: asSignedIn });
  const cards = screen.getAllByTestId('history-menu');
  const noteOf = (i: number) => within(cards[i]!).queryByTestId('menu-cuisine-unknown');
  expect(noteOf(0)).toHaveTextContent(menus.panel.cuisineUnknown);
  expect(noteOf(1)).toBeNull();
  // Recorded before the flag existed: nothing is claimed either way.
  expect(noteOf(2)).toBeNull();
});
