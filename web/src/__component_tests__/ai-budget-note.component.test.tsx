/**
 * @jest-environment jsdom
 */
import { expect, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen } from '@testing-library/react';
// The note is a leaf of the menu panel; rendering the whole panel would need a generated menu from the API.
// eslint-disable-next-line no-restricted-imports
import { MenuEstimateNote } from '@/features/menus/components/MenuEstimateNote';
import { renderInApp } from './support/render';

// An offline menu made because the service's daily AI budget was used up says so (product-rules §2.7).

test('an offline menu past the daily AI budget says why it is offline', () => {
  renderInApp(<MenuEstimateNote source="embedded-knowledge-base" aiBudgetReached />);
  expect(screen.getByTestId('menu-offline')).toBeVisible();
  expect(screen.getByTestId('menu-ai-budget-reached')).toHaveTextContent("Today's AI allowance of Forksure is used up");
});

test('an offline menu of a deployment without the model does not mention a budget', () => {
  renderInApp(<MenuEstimateNote source="embedded-knowledge-base" />);
  expect(screen.queryByTestId('menu-ai-budget-reached')).toBeNull();
});

test('the note exists in all nine languages, for menus and review analyses', () => {
  for (const lang of ['en', 'de', 'es', 'fr', 'it', 'pt', 'ja', 'ko', 'zh']) {
    const read = (ns: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, '..', 'locales', lang, `${ns}.json`), 'utf8')) as Record<string, Record<string, string>>;
    expect({ lang, menu: typeof read('menus').panel?.aiBudgetReached }).toEqual({ lang, menu: 'string' });
    expect({ lang, review: typeof read('restaurant').analysis?.aiBudgetReached }).toEqual({ lang, review: 'string' });
  }
});
