/**
 * @jest-environment jsdom
 */
import { beforeEach, expect, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Profile } from '@shared/api/profile';
import { profileQuery } from '@/features/profile';
// The invitation is internal to the search feature (its home page composes it); the test renders it alone.
// eslint-disable-next-line no-restricted-imports
import { RestrictionsInvite } from '@/features/search/components/RestrictionsInvite';
import { createQueryClient } from '@/lib/query-client';
import { holdApiRequests } from './support/held-api';
import { renderInApp } from './support/render';
import { asSignedIn, USER_ID } from './support/signed-in';

/** /home invites a user with no allergies and no diets to set them (issue 18: no silent all-green results). */
const profileWith = (allergies: string[], diets: string[]): Profile => ({ username: 'ana', distance_unit: 'miles', language: 'en', dietary_preferences: diets, allergies, allergy_severities: {} });

beforeEach(() => {
  holdApiRequests();
  localStorage.clear();
});

function renderInvite(profile: Profile) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(profileQuery(USER_ID).queryKey, profile);
  return renderInApp(<RestrictionsInvite />, { queryClient, wrap: (children) => <MemoryRouter>{asSignedIn(children)}</MemoryRouter> });
}

test('no allergies and no diets: an invitation to set them, with a link to the profile', () => {
  renderInvite(profileWith([], []));
  expect(screen.getByRole('heading', { name: 'Tell Forksure what you avoid' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Set allergies and diets' })).toHaveAttribute('href', '/profile');
});

test('any allergy or diet set: no invitation', () => {
  renderInvite(profileWith(['Peanuts'], []));
  expect(screen.queryByTestId('restrictions-invite')).toBeNull();
  renderInvite(profileWith([], ['Vegan']));
  expect(screen.queryByTestId('restrictions-invite')).toBeNull();
});

test('Not now: it goes, and stays gone on the next visit', async () => {
  const first = renderInvite(profileWith([], []));
  await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
  expect(screen.queryByTestId('restrictions-invite')).toBeNull();
  first.unmount();
  renderInvite(profileWith([], []));
  expect(screen.queryByTestId('restrictions-invite')).toBeNull();
});
