/**
 * @jest-environment jsdom
 */
import { beforeAll, beforeEach, expect, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackButton } from '@/features/feedback';
import { holdApiRequests, type HeldRequest } from './support/held-api';
import { renderInApp } from './support/render';
import { asSignedIn } from './support/signed-in';

// Issue 18 item 15: the dialog's "Please fill in all required fields" stayed after the fields were filled.

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods; the dialog only needs to be open.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
let requests: HeldRequest[];
beforeEach(() => {
  requests = holdApiRequests();
});

/** The header's feedback button, pressed: the dialog (loaded on first use) opens. */
async function renderDialog() {
  renderInApp(<FeedbackButton />, { wrap: asSignedIn });
  await userEvent.click(screen.getByTestId('header-feedback'));
  await screen.findByTestId('feedback-submit');
  const submit = () => userEvent.click(screen.getByTestId('feedback-submit'));
  const fill = async ({ subject, message }: { subject?: string; message?: string }) => {
    if (subject) await userEvent.type(screen.getByLabelText(/^Subject/), subject);
    if (message) await userEvent.type(screen.getByLabelText(/^Message/), message);
  };
  return { submit, fill };
}

test('the required-fields message goes once every required field is filled, without another Submit', async () => {
  const { submit, fill } = await renderDialog();
  await submit();
  expect(screen.getByTestId('feedback-error')).toHaveTextContent('Please fill in all required fields');

  await userEvent.selectOptions(screen.getByTestId('feedback-type'), 'bug');
  await fill({ subject: 'Map' });
  // Still one missing (the message): the message stays while it is still true.
  expect(screen.getByTestId('feedback-error')).toHaveTextContent('Please fill in all required fields');

  await fill({ message: 'The map does not load.' });
  expect(screen.queryByTestId('feedback-error')).toBeNull();
  expect(requests).toHaveLength(0); // nothing was sent on the way
});

test('a failed send keeps its reason while the user edits (editing does not make the send succeed)', async () => {
  const { submit, fill } = await renderDialog();
  await userEvent.selectOptions(screen.getByTestId('feedback-type'), 'bug');
  await fill({ subject: 'Map', message: 'The map does not load.' });
  await submit();
  await waitFor(() => expect(requests.filter((r) => r.path === '/feedback')).toHaveLength(1));
  act(() => requests.find((r) => r.path === '/feedback')!.answer(500, { error: { code: 'INTERNAL', message: 'boom' } }));
  expect(await screen.findByTestId('feedback-error')).toHaveTextContent('Failed to submit feedback. Please try again.');
  await fill({ message: ' Still.' });
  expect(screen.getByTestId('feedback-error')).toHaveTextContent('Failed to submit feedback. Please try again.');
});
