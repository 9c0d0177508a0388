import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session-store';
import { userFixture } from '../../../test/user-fixture';
import { StaleResultsNotice } from './stale-results-notice';

describe('StaleResultsNotice', () => {
  afterEach(() => useSession.getState().logout());

  it('offers the account holder a new analysis', () => {
    useSession.getState().login('token', userFixture());
    render(<StaleResultsNotice />);
    expect(screen.getByText(/more than 90 days old/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order a new analysis' })).toBeTruthy();
  });

  it('tells a partner the results are old and offers nothing to buy', () => {
    useSession.getState().login('token', userFixture({ authorized: true }));
    render(<StaleResultsNotice />);
    expect(screen.getByText(/more than 90 days old/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/Order a new analysis/)).toBeNull();
  });
});
