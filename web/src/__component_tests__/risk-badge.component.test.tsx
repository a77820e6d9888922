/**
 * @jest-environment jsdom
 */
import { expect, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { scanText } from '@shared/domain/allergen-scan';
import { ample } from '@shared/domain/allergen-scan/test-helpers';
import { ScanSummary } from '@/components/scan/ScanSummary';
import { renderInApp } from './support/render';

// The card's verdict comes from the real scanner, as in the app; the texts are ample so that "not
// enough information" does not decide the badge.
const scanOf = (text: string, allergies: string[], dietaryPreferences: string[] = []) => scanText(ample(text), { allergies, dietaryPreferences });
const reasonsShown = () => within(screen.getByTestId('scan-warnings')).getAllByRole('listitem').map((li) => li.textContent ?? '');

async function renderVerdict(text: string, allergies: string[], diets: string[] = []) {
  renderInApp(<ScanSummary scan={scanOf(text, allergies, diets)} />);
  return screen.getByTestId('scan-summary');
}

test('a mention of the allergy shows High Risk and names the words that triggered it', async () => {
  const summary = await renderVerdict('pad thai with peanut sauce', ['Peanuts']);
  expect(within(summary).getByText('High Risk')).toBeVisible();
  expect(reasonsShown()).toEqual([expect.stringMatching(/Peanuts.*peanut/)]);
});

test('danger outranks caution: an allergen mentioned beside one that may be there is High Risk, whichever is checked first, and both reasons show', async () => {
  // "cake" may contain milk (caution); "walnuts" are tree nuts (danger).
  for (const allergies of [['Milk', 'Tree Nuts'], ['Tree Nuts', 'Milk']]) {
    const { unmount } = renderInApp(<ScanSummary scan={scanOf('cake and walnuts', allergies)} />);
    const summary = screen.getByTestId('scan-summary');
    expect(within(summary).getByText('High Risk')).toBeVisible();
    expect(within(summary).queryByText('Check Menu')).toBeNull();
    expect(reasonsShown()).toEqual(expect.arrayContaining([expect.stringMatching(/Tree Nuts.*walnut/), expect.stringMatching(/Milk.*cake/)]));
    unmount();
  }
});

test('a dish that may hold the allergen, with nothing certain, is Check Menu with its reason', async () => {
  const summary = await renderVerdict('pad thai', ['Peanuts']);
  expect(within(summary).getByText('Check Menu')).toBeVisible();
  expect(within(summary).queryByText('High Risk')).toBeNull();
  expect(reasonsShown()).toEqual([expect.stringMatching(/Peanuts.*pad thai/)]);
});

test('nothing of the user\'s allergies in the text is Safe Option, with no warning', async () => {
  const summary = await renderVerdict('grilled vegetables', ['Peanuts', 'Milk']);
  expect(within(summary).getByText('Safe Option')).toBeVisible();
  expect(screen.queryByTestId('scan-warnings')).toBeNull();
  expect(within(summary).queryByText('High Risk')).toBeNull();
  expect(within(summary).queryByText('Check Menu')).toBeNull();
});

test('no allergies and no diets: not a green Safe Option but a neutral No restrictions set, with a way to set them', () => {
  renderInApp(
    <MemoryRouter>
      <ScanSummary scan={scanOf('grilled vegetables', [], [])} />
    </MemoryRouter>,
  );
  const summary = screen.getByTestId('scan-summary');
  expect(summary).toHaveAttribute('data-risk', 'safe'); // the rule stands: nothing to warn about
  expect(within(summary).queryByText('Safe Option')).toBeNull();
  expect(within(summary).getByText('No restrictions set')).toBeVisible();
  expect(within(summary).getByText('No dietary restrictions specified')).toBeVisible();
  expect(within(summary).getByRole('link', { name: 'Set your allergies and diets' })).toHaveAttribute('href', '/profile');
});
