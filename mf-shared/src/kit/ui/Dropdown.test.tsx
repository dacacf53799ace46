import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dropdown } from './Dropdown';

const options = [
  { value: 'display_name', label: 'Name' },
  { value: 'country', label: 'Country' },
  { value: '-total_funding', label: 'Total funding' },
];

function SortHarness() {
  const [value, setValue] = useState('display_name');
  return <Dropdown label="Sort by" options={options} value={value} onChange={setValue} />;
}

describe('Dropdown', () => {
  it('opens with the keyboard, moves with arrows, chooses with Enter and returns focus', async () => {
    const user = userEvent.setup();
    render(<SortHarness />);
    const button = screen.getByRole('button', { name: 'Sort by Name' });
    expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.tab();
    await user.keyboard('{Enter}');
    const listbox = screen.getByRole('listbox', { name: 'Sort by' });
    expect(listbox).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'Name' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(listbox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Total funding' }).id);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sort by Total funding' })).toHaveFocus();
  });

  it('closes on Escape without changing the value', async () => {
    const user = userEvent.setup();
    render(<SortHarness />);
    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sort by Name' })).toHaveFocus();
  });

  it('chooses an option with the mouse', async () => {
    const user = userEvent.setup();
    render(<SortHarness />);
    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await user.click(screen.getByRole('option', { name: 'Country' }));
    expect(screen.getByRole('button', { name: 'Sort by Country' })).toBeInTheDocument();
  });
});
