// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../../test-support/render';
import { SearchSelectField } from './search-select-field';

const people = [
  { value: '', label: 'All' },
  { value: 'u1', label: 'Uma Patel' },
  { value: 'u2', label: 'Liam Carter' },
  { value: 'u3', label: 'Vera Lind' },
];

function Picker() {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchSelectField
        id="user"
        label="Select User"
        options={people}
        value={value}
        onChange={setValue}
      />
      <output aria-label="chosen">{value}</output>
    </>
  );
}

describe('SearchSelectField', () => {
  it('narrows the options by the search, picks one and closes', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const toggle = screen.getByRole('button', { name: 'Select User All' });
    await user.click(toggle);
    await user.type(screen.getByRole('searchbox', { name: 'Search Select User' }), 'li');
    // 'li' is in Liam Carter and Vera Lind, not in Uma Patel or All.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All',
      'Liam Carter',
      'Vera Lind',
    ]);
    await user.click(screen.getByRole('button', { name: 'Liam Carter' }));
    expect(screen.getByRole('status', { name: 'chosen' }).textContent).toBe('u2');
    const closed = screen.getByRole('button', { name: 'Select User Liam Carter' });
    expect(closed.getAttribute('aria-expanded')).toBe('false');
    // The search starts afresh next time.
    expect((screen.getByRole('searchbox', { hidden: true }) as HTMLInputElement).value).toBe('');
  });

  it('says when nothing matches, and marks the chosen option', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(screen.getByRole('button', { name: 'Select User All' }));
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-current')).toBe('true');
    await user.type(screen.getByRole('searchbox', { name: 'Search Select User' }), 'zz');
    expect(screen.getByText('No match')).toBeTruthy();
  });
});
