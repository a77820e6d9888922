/**
 * @jest-environment jsdom
 */
import { beforeEach, expect, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
import { UsageGauges } from '@/app/layout/UsageGauges';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { holdApiRequests } from './support/held-api';
import { renderInApp } from './support/render';
import { asSignedIn, USER_ID } from './support/signed-in';

// Issue 18 item 15: the header's gauges are labelled at every width (at 390 px they were two bare numbers),
// and the menu allowance has the name the rest of the app uses for it.

beforeEach(() => {
  holdApiRequests();
});

function renderGauges() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.usage(USER_ID), { searches: { used: 3, limit: 10 }, scrapes: { used: 1, limit: 5 }, saved: { used: 0, limit: 5 } });
  renderInApp(<UsageGauges />, { queryClient, wrap: asSignedIn });
}

/** A class that hides an element below a breakpoint (`hidden`, `sr-only`, `invisible`), as written with no prefix. */
const hidesOnPhones = (element: HTMLElement) => element.className.split(/\s+/).some((c) => ['hidden', 'sr-only', 'invisible'].includes(c));

test('each gauge shows its name beside the count on every width, phones included', () => {
  renderGauges();
  for (const [testId, name] of [['gauge-searches', 'Searches'], ['gauge-scrapes', 'Scrapes']] as const) {
    const caption = screen.getByTestId(`${testId}-caption`);
    expect(caption).toHaveTextContent(name);
    expect(hidesOnPhones(caption)).toBe(false);
  }
});

test('the menu allowance is named as on the plan page: "Scrapes left today: 4 of 5"', () => {
  renderGauges();
  expect(screen.getByTestId('gauge-scrapes')).toHaveAccessibleName('Scrapes left today: 4 of 5');
});
