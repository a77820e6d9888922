/**
 * @jest-environment jsdom
 */
import { expect, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, waitFor } from '@testing-library/react';
import { AppToaster } from '@/app/layout/AppToaster';
import { toast } from '@/lib/toast';
import { renderInApp } from './support/render';

// Sonner is not in any page's first download (issue 19): the toaster mounts when the first toast is
// shown, and the toasts shown before it is on the page arrive, in the order they were shown, in its
// live region (which is in the page before their text).

test('no toaster before the first toast; then every toast shown, in order, in the live region', async () => {
  renderInApp(<AppToaster />);
  expect(document.querySelector('section[aria-live]')).toBeNull();

  act(() => {
    toast.success('Saved first');
    toast.error('Failed second');
    toast.info('Noted third');
  });
  const region = await waitFor(() => {
    const section = document.querySelector('section[aria-live="polite"]');
    expect(section).not.toBeNull();
    return section!;
  });
  await screen.findByText('Noted third');
  const texts = [...region.querySelectorAll('[data-sonner-toast] [data-title]')].map((el) => el.textContent);
  // Sonner lists the newest first.
  expect(texts).toEqual(['Noted third', 'Failed second', 'Saved first']);
  expect(region.querySelector('[data-type="success"]')).toHaveTextContent('Saved first');
  expect(region.querySelector('[data-type="error"]')).toHaveTextContent('Failed second');

  // Later toasts go straight to the mounted toaster.
  act(() => toast.success('Saved again'));
  expect(await screen.findByText('Saved again')).toBeInTheDocument();
});
