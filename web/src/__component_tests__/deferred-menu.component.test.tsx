/**
 * @jest-environment jsdom
 */
import { expect, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitcher } from '@/features/i18n';
import { renderInApp } from './support/render';

// The header menus load their dropdown code at the first sign of use (issue 19); until then the
// trigger a keyboard or screen reader meets is named and marked as the menu's, and the menu works
// from the keyboard as before.

test('before use the trigger is a menu button with its name; the keyboard opens, moves through and closes the menu', async () => {
  const user = userEvent.setup();
  renderInApp(<LanguageSwitcher />);
  const trigger = screen.getByRole('button', { name: /Language: English/ });
  expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('menu')).toBeNull();

  await user.tab();
  // Focusing loads the menu; its trigger (Radix gives it an id) replaces the stand-in and keeps the focus.
  await waitFor(() => expect(screen.getByRole('button', { name: /Language: English/ })).toHaveFocus());
  await waitFor(() => expect(screen.getByRole('button', { name: /Language: English/ })).toHaveAttribute('id'));

  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  // An open menu hides the rest of the page from assistive technology: the trigger is found by its test id.
  expect(screen.getByTestId('language-switcher')).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus());
  await user.keyboard('{ArrowDown}');
  expect(menu.querySelector('[role="menuitemradio"]:focus')).not.toHaveTextContent('English');

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  expect(screen.getByRole('button', { name: /Language: English/ })).toHaveFocus();
});

test('a click before the menu has loaded opens it', async () => {
  const user = userEvent.setup();
  renderInApp(<LanguageSwitcher />);
  await user.click(screen.getByRole('button', { name: /Language: English/ }));
  expect(await screen.findByRole('menu')).toBeInTheDocument();
  expect(screen.getAllByRole('menuitemradio')).toHaveLength(9);
});
