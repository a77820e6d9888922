import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readGeneratedMenu } from './menu-nav-state';

const scan = {
  isSafe: true,
  riskLevel: 'safe',
  allergenWarnings: [],
  dietaryWarnings: [],
  safeOptions: [{ kind: 'noRestrictions' }],
  hasSafeMenuItems: false,
  evidence: { level: 'limited', words: 3, menuItems: 0 },
  limited: false,
  notes: [],
};
const menu = {
  menuId: 'm1',
  restaurantId: 'osm:node:1',
  restaurantName: 'Thai Place',
  location: '1 Main St',
  menuItems: [{ menu_item: 'Pad Thai', ingredients: 'noodles, peanuts', price: 'N/A', calories: 600, scan }],
  totalItemsGenerated: 1,
  cached: false,
  source: 'embedded-knowledge-base',
  cuisineKnown: true,
  created_at: '2026-11-26T06:00:00.000Z',
};

test("the navigation state's menu is used when it is this restaurant's well-formed answer", () => {
  assert.equal(readGeneratedMenu(menu, 'osm:node:1')?.menuItems.length, 1);
});

test("another restaurant's menu, or anything malformed, is ignored", () => {
  assert.equal(readGeneratedMenu(menu, 'osm:node:2'), null);
  assert.equal(readGeneratedMenu(undefined, 'osm:node:1'), null);
  assert.equal(readGeneratedMenu({ ...menu, menuItems: 'x' }, 'osm:node:1'), null);
  assert.equal(readGeneratedMenu([{ menu_item: 'Pad Thai' }], 'osm:node:1'), null);
});
