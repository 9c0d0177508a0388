import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session-store';
import { mockApi } from '../../test/mock-api';
import { renderPage } from '../../test/render-page';
import { clientFixture, userFixture } from '../../test/user-fixture';
import IdentityVerificationPanel from './identity-verification-panel';

const panel = (
  <IdentityVerificationPanel purpose="account" returnPath="/profile" intro="Verify your status." />
);
const latest = {
  id: 'v-1',
  purpose: 'account',
  provider_name: 'ID.me',
  status: 'verified',
  groups: ['veteran', 'responder'],
  reason: null,
  message: 'ID.me verified your identity and your status: Veteran and First responder.',
  completed_at: '2026-11-23T15:00:00.000Z',
  return_path: '/profile',
};

describe('identity verification panel', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().logout());

  it("shows the customer's verification and offers to verify again", async () => {
    useSession.getState().login('token', userFixture({ client: clientFixture() }));
    mockApi([
      { method: 'GET', path: '/api/identity-verification', body: { data: { verified: true, latest } } },
    ]);
    renderPage(panel);
    expect((await screen.findByTestId('identity-verification-status')).textContent).toBe(
      'Verified by ID.me on Nov 23, 2026: Veteran and First responder.',
    );
    expect(screen.getByRole('button', { name: 'Verify again with ID.me' })).toBeTruthy();
  });

  it("says when the customer is not verified yet, and shows the server's reason when it will not start", async () => {
    useSession.getState().login('token', userFixture({ client: clientFixture() }));
    const api = mockApi([
      {
        method: 'GET',
        path: '/api/identity-verification',
        body: { data: { verified: false, latest: null } },
      },
      {
        method: 'POST',
        path: '/api/identity-verification/start',
        status: 429,
        body: { message: 'Too many attempts. Try again in 900 seconds.' },
      },
    ]);
    renderPage(panel);
    expect((await screen.findByTestId('identity-verification-status')).textContent).toBe('Not verified yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Verify with ID.me' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 900 seconds.',
    );
    expect(api.callsTo('POST', '/api/identity-verification/start')[0]?.body).toEqual({
      purpose: 'account',
      return_path: '/profile',
    });
  });

  it('asks a visitor to sign in first, and shows nothing to a partner', () => {
    mockApi([]);
    const visitor = renderPage(panel);
    expect(screen.getByRole('link', { name: 'Sign in to verify with ID.me' })).toBeTruthy();
    visitor.unmount();

    useSession.getState().login('token', userFixture({ authorized: true }));
    renderPage(panel);
    expect(screen.queryByRole('heading', { name: 'Verify with ID.me' })).toBeNull();
  });
});
