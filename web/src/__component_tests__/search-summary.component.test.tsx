/**
 * @jest-environment jsdom
 */
import { expect, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import type { PlacesSearchPreferences } from '@shared/api/places';
// The summary is internal to the search feature (its results header composes it); the test renders it alone.
// eslint-disable-next-line no-restricted-imports
import { SearchSummary } from '@/features/search/components/SearchSummary';
import { renderInApp } from './support/render';

const preferences = {
  searchQuery: 'vegan pizza',
  cuisineType: 'pizza',
  priceRange: 'any',
  dietaryRestrictions: ['Vegetarian', 'Vegan'],
  allergies: ['Sesame', 'Peanuts'],
  searchRadius: 5,
} as PlacesSearchPreferences;

test("the diets and allergies the search words added show as this search's own chips, apart from the form's", () => {
  renderInApp(<SearchSummary preferences={preferences} fromText={{ dietaryRestrictions: ['Vegan'], allergies: ['Peanuts'] }} />);
  const summary = screen.getByTestId('results-summary');
  expect(summary).toHaveTextContent('Vegetarian');
  expect(summary).not.toHaveTextContent('Vegan');
  const fromText = screen.getByRole('list', { name: 'From your search words' });
  expect(within(fromText).getAllByTestId('results-text-chip').map((chip) => chip.textContent)).toEqual(['Peanuts', 'Vegan']);
});

test('a search whose words added nothing shows no such chips', () => {
  renderInApp(<SearchSummary preferences={preferences} fromText={{ dietaryRestrictions: [], allergies: [] }} />);
  expect(screen.queryByTestId('results-text-lists')).toBeNull();
  expect(screen.getByTestId('results-summary')).toHaveTextContent('Vegetarian · Vegan');
});
