import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import BuyCryogenicPage from './buy-cryogenic-page';

const plan = (uuid: string, key: string, title: string, price: number) => ({
  uuid,
  key,
  title,
  price,
  product_type: 'cryo',
});

afterEach(() => vi.unstubAllGlobals());

describe('buy cryogenic storage page', () => {
  it('offers the five storage plans of the catalogue, shortest first, each leading into the checkout', async () => {
    mockApi([
      {
        method: 'GET',
        path: '/api/checkouts',
        body: {
          data: [
            plan('u-life', 'cryo_lifetime', 'Cryogenic Storage, lifetime', 4995),
            plan('u-analysis', 'analysis', 'Semen Analysis', 199),
            plan('u-month', 'cryo_monthly', 'Cryogenic Storage, monthly plan', 15),
            plan('u-six', 'cryo_six_months', 'Cryogenic Storage, six months', 85),
            plan('u-year', 'cryo_yearly', 'Cryogenic Storage, yearly plan', 165),
            plan('u-ten', 'cryo_ten_years', 'Cryogenic Storage, ten years', 1495),
          ],
        },
      },
    ]);
    renderPage(<BuyCryogenicPage />, '/buy-cryogenic');
    await screen.findByRole('list', { name: 'Storage plans' });
    const links = screen.getAllByRole('link', { name: /^Choose / });
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Choose Cryogenic Storage, monthly plan', '/checkouts?items=u-month'],
      ['Choose Cryogenic Storage, six months', '/checkouts?items=u-six'],
      ['Choose Cryogenic Storage, yearly plan', '/checkouts?items=u-year'],
      ['Choose Cryogenic Storage, ten years', '/checkouts?items=u-ten'],
      ['Choose Cryogenic Storage, lifetime', '/checkouts?items=u-life'],
    ]);
  });

  it('shows a card in the shape of each plan while the catalogue loads, and the facts only with the plans', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderPage(<BuyCryogenicPage />, '/buy-cryogenic');
    expect(screen.getByRole('status').contains(screen.getByText('Loading storage plans…'))).toBe(true);
    expect(screen.getByTestId('loading-skeleton').querySelectorAll('li')).toHaveLength(5);
    expect(screen.queryByRole('heading', { name: 'Good to know' })).toBeNull();
    answer(
      new Response(
        JSON.stringify({ data: [plan('u-year', 'cryo_yearly', 'Cryogenic Storage, yearly plan', 165)] }),
        {
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
    await screen.findByRole('heading', { name: 'Good to know' });
    expect(
      screen.getByRole('link', { name: 'Choose Cryogenic Storage, yearly plan' }).getAttribute('href'),
    ).toBe('/checkouts?items=u-year');
    expect(screen.queryByTestId('loading-skeleton')).toBeNull();
  });
});
