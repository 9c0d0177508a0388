import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DeliveryDatePicker } from './delivery-date-picker';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <DeliveryDatePicker
      today="2026-12-28"
      latest="2027-01-08"
      disabled={['2027-01-01', '2027-01-02', '2027-01-03']}
      value={value}
      onChange={setValue}
    />
  );
}

const day = (name: string) => screen.getByRole('button', { name });
const tabStops = () =>
  screen.getAllByRole('button').filter((button) => button.getAttribute('tabindex') === '0');

describe('the delivery calendar', () => {
  it('puts each month in its own grid under its name', () => {
    render(<Harness />);
    const grids = screen.getAllByRole('grid');
    expect(grids).toEqual([
      screen.getByRole('grid', { name: 'December 2026' }),
      screen.getByRole('grid', { name: 'January 2027' }),
    ]);
  });

  it('is one Tab stop, and the arrow keys move between the days that can be chosen', () => {
    render(<Harness />);
    expect(tabStops()).toEqual([day('Monday, Dec 28, 2026')]);
    day('Monday, Dec 28, 2026').focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day('Tuesday, Dec 29, 2026'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(day('Tuesday, Jan 5, 2027'));
    // Jan 1 (a holiday) and the weekend are passed over.
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day('Monday, Jan 4, 2027'));
    expect(tabStops()).toEqual([day('Monday, Jan 4, 2027')]);
  });

  it('chooses a day, which is then the Tab stop', () => {
    render(<Harness />);
    fireEvent.click(day('Tuesday, Dec 29, 2026'));
    expect(day('Tuesday, Dec 29, 2026').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Chosen: Tuesday, Dec 29, 2026')).toBeTruthy();
    expect(tabStops()).toEqual([day('Tuesday, Dec 29, 2026')]);
  });
});
