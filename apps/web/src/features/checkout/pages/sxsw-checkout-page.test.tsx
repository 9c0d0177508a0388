import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { ANALYSIS, BINDINGS, CATALOGUE, TOMORROW } from '../checkout-fixtures';
import SxswCheckoutPage from './sxsw-checkout-page';

afterEach(() => vi.unstubAllGlobals());

describe('SXSW offer page', () => {
  it('offers the catalogue packages and leads into the checkout with the package as its item', async () => {
    mockApi([
      { method: 'GET', path: '/api/checkouts', body: { data: CATALOGUE } },
      { method: 'GET', path: '/api/checkout/bindings', body: { data: BINDINGS } },
    ]);
    renderPage(<SxswCheckoutPage />, '/sxsw-checkout');
    const link = await screen.findByRole('link', { name: `Order ${TOMORROW.title}` });
    expect(link.getAttribute('href')).toBe(`/checkouts?items=${TOMORROW.uuid}`);
    expect(screen.queryByRole('link', { name: `Order ${ANALYSIS.title}` })).toBeNull();
  });
});
