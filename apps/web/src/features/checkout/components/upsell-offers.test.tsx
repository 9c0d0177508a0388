import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { COQ10 } from '../checkout-fixtures';
import { UpsellOffers } from './upsell-offers';

afterEach(() => vi.unstubAllGlobals());

describe('upsell offers after an order', () => {
  it('asks the server for the checkout link of the offer and opens it', async () => {
    const link = `/checkouts?items=${encodeURIComponent(JSON.stringify([{ product_id: COQ10.uuid, qty: 1, extradata: null }]))}`;
    const api = mockApi([{ method: 'POST', path: '/api/upsell', body: { data: { checkout_url: link } } }]);
    const onOpen = vi.fn();
    renderPage(<UpsellOffers offers={[COQ10]} onOpen={onOpen} />);
    expect(screen.getByText('CoQ10 Supplement · $39.00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add CoQ10 Supplement' }));
    await vi.waitFor(() => expect(onOpen).toHaveBeenCalledWith(link));
    expect(api.callsTo('POST', '/api/upsell')[0]?.body).toEqual({
      items: [{ product_uuid: COQ10.uuid, quantity: 1 }],
    });
  });

  it('shows nothing when there is nothing to offer', () => {
    const { container } = renderPage(<UpsellOffers offers={[]} />);
    expect(container.querySelector('section')).toBeNull();
  });
});
