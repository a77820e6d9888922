/**
 * @jest-environment jsdom
 */
import { expect, test } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { renderInApp } from '../../../__component_tests__/support/render';
import { ME } from '../table-people';
import { CardPeoplePicker } from './CardPeoplePicker';

const DINERS = [
  { id: 'd-anna', name: 'Anna' },
  { id: 'd-kenji', name: 'Kenji' },
];

/** The picker with its choice held as the page holds it; `seen` records every choice it reports. */
function Harness({ seen, diners = DINERS }: { seen: string[][]; diners?: typeof DINERS }) {
  const [chosen, setChosen] = useState<string[]>([ME]);
  return (
    <MemoryRouter>
      <CardPeoplePicker
        diners={diners}
        chosen={chosen}
        onChange={(next) => {
          seen.push(next);
          setChosen(next);
        }}
      />
    </MemoryRouter>
  );
}

// product-rules §17.1: the card speaks for the people the user ticks: "Me" and each diner profile by name.
test('one checkbox per person, "Me" first and ticked; a group named by its legend', () => {
  renderInApp(<Harness seen={[]} />);
  const group = screen.getByRole('group', { name: 'Who is this card for?' });
  expect(group).toBeInTheDocument();
  const boxes = screen.getAllByRole('checkbox');
  expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(['Me', 'Anna', 'Kenji']);
  expect(screen.getByRole('checkbox', { name: 'Me' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Anna' })).not.toBeChecked();
});

test('the keyboard alone ticks and clears people (Tab to a box, Space to toggle), and the choice is reported by id', async () => {
  const seen: string[][] = [];
  const user = userEvent.setup();
  renderInApp(<Harness seen={seen} />);
  await user.tab();
  expect(screen.getByRole('checkbox', { name: 'Me' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('checkbox', { name: 'Anna' })).toHaveFocus();
  await user.keyboard(' ');
  expect(screen.getByRole('checkbox', { name: 'Anna' })).toBeChecked();
  await user.tab();
  await user.keyboard(' ');
  await user.tab({ shift: true });
  await user.tab({ shift: true });
  await user.keyboard(' ');
  expect(screen.getByRole('checkbox', { name: 'Me' })).not.toBeChecked();
  expect(seen).toEqual([[ME, 'd-anna'], [ME, 'd-anna', 'd-kenji'], ['d-anna', 'd-kenji']]);
});

test('with no diner profiles, "Me" alone and a way to add people in the profile', () => {
  renderInApp(<Harness seen={[]} diners={[]} />);
  expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'People I eat with' })).toHaveAttribute('href', '/profile');
});
