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
            plan('u-life', 'cryo_lifetime', 'Lifetime storage', 4995),
            plan('u-analysis', 'analysis', 'Semen Analysis', 199),
            plan('u-month', 'cryo_monthly', 'Monthly storage', 15),
            plan('u-six', 'cryo_six_months', 'Six months of storage', 85),
            plan('u-year', 'cryo_yearly', 'Yearly storage', 165),
            plan('u-ten', 'cryo_ten_years', 'Ten years of storage', 1495),
          ],
        },
      },
    ]);
    renderPage(<BuyCryogenicPage />, '/buy-cryogenic');
    await screen.findByRole('list', { name: 'Storage plans' });
    const links = screen.getAllByRole('link', { name: /^Choose / });
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Choose Monthly storage', '/checkouts?items=u-month'],
      ['Choose Six months of storage', '/checkouts?items=u-six'],
      ['Choose Yearly storage', '/checkouts?items=u-year'],
      ['Choose Ten years of storage', '/checkouts?items=u-ten'],
      ['Choose Lifetime storage', '/checkouts?items=u-life'],
    ]);
  });
});
