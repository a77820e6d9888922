/**
 * @jest-environment jsdom
 */
import { beforeEach, expect, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Profile } from '@shared/api/profile';
import { CUISINES } from '@shared/domain/cuisines';
import { profileQuery } from '@/features/profile';
// The form is internal to the search feature (its page composes it); the test renders it alone.
// eslint-disable-next-line no-restricted-imports
import { SearchForm } from '@/features/search/components/SearchForm';
import { createQueryClient } from '@/lib/query-client';
import { holdApiRequests } from './support/held-api';
import { renderInApp } from './support/render';
import { asSignedIn, USER_ID } from './support/signed-in';

const profile: Profile = { username: 'ana', distance_unit: 'miles', language: 'en', dietary_preferences: ['Vegan'], allergies: ['Peanuts', 'Sesame'], allergy_severities: { Peanuts: 'allergy', Sesame: 'allergy' } };

beforeEach(() => {
  holdApiRequests();
  sessionStorage.clear();
});

function renderForm() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(profileQuery(USER_ID).queryKey, profile);
  renderInApp(<SearchForm />, { queryClient, wrap: (children) => <MemoryRouter>{asSignedIn(children)}</MemoryRouter> });
  return screen.getByTestId('search-form');
}

test('the profile\'s allergies and diets are the search\'s choices from the start', async () => {
  const form = renderForm();
  const applied = await within(form).findByRole('list', { name: 'Applied to this search' });
  expect(within(applied).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['Peanuts', 'Sesame', 'Vegan']);
  expect(within(form).getByTestId('dietary-summary')).toHaveTextContent('Diets: 1 · Allergies: 2');
});

test('the cuisine choice offers any cuisine and every cuisine the search knows, any by default', () => {
  const cuisine = within(renderForm()).getByRole('combobox', { name: 'Cuisine' });
  expect(cuisine).toHaveValue('any');
  expect(within(cuisine).getAllByRole('option')).toHaveLength(CUISINES.length + 1);
});

test('Reset puts the choices back: any cuisine and price, the profile\'s lists', async () => {
  const form = renderForm();
  await within(form).findByRole('list', { name: 'Applied to this search' });
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Cuisine' }), CUISINES[0]!);
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Price' }), '$$');
  expect(within(form).getByRole('combobox', { name: 'Cuisine' })).toHaveValue(CUISINES[0]);
  await userEvent.click(within(form).getByRole('button', { name: 'Reset' }));
  expect(within(form).getByRole('combobox', { name: 'Cuisine' })).toHaveValue('any');
  expect(within(form).getByRole('combobox', { name: 'Price' })).toHaveValue('any');
  expect(within(form).getByTestId('dietary-summary')).toHaveTextContent('Diets: 1 · Allergies: 2');
});
