import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../route-table';
import { EmptyLayout } from './empty-layout';

describe('EmptyLayout', () => {
  it('puts the brand bar and the skip link above a page without a frame of its own, and no navigation', () => {
    render(
      <EmptyLayout>
        <h1>Schedule your results call</h1>
      </EmptyLayout>,
    );
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('Schedule your results call');
  });

  it('leaves the bar out for a page that draws its own header', () => {
    render(
      <EmptyLayout brandHeader={false}>
        <h1>Checkout</h1>
      </EmptyLayout>,
    );
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it("is told so by the checkout routes and the clinic's console alone", () => {
    expect(routes.filter((route) => route.ownHeader).map((route) => route.path)).toEqual([
      '/staff/*?',
      '/checkouts',
      '/checkouts/orders/:poNumber',
      '/checkouts/claim',
    ]);
  });
});
