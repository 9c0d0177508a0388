import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { CardOnFile } from './card-on-file';

describe('CardOnFile', () => {
  it('names the card on file by its network and last four digits', async () => {
    const api = mockApi([
      { method: 'GET', path: '/api/billing/card', body: { data: { brand: 'visa', last4: '4242' } } },
    ]);
    render(<CardOnFile refresh={0} />);
    const card = screen.getByTestId('card-on-file');
    expect(within(card).getByRole('heading', { name: 'Card on file' })).toBeTruthy();
    expect(await within(card).findByText('Visa ending in 4242')).toBeTruthy();
    expect(card.textContent).toContain('your plans renew on it');
    expect(api.callsTo('GET', '/api/billing/card')).toHaveLength(1);
  });

  it('says so when there is no card on file, and reads the card again after a change', async () => {
    const api = mockApi([
      { method: 'GET', path: '/api/billing/card', body: { data: null } },
      { method: 'GET', path: '/api/billing/card', body: { data: { brand: 'mastercard', last4: '4444' } } },
    ]);
    const { rerender } = render(<CardOnFile refresh={0} />);
    expect(await screen.findByText(/No card on file yet/)).toBeTruthy();
    rerender(<CardOnFile refresh={1} />);
    expect(await screen.findByText('Mastercard ending in 4444')).toBeTruthy();
    expect(api.callsTo('GET', '/api/billing/card')).toHaveLength(2);
  });
});
