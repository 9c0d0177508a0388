import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installHttpErrorEffects } from '../../app/http-error-effects';
import { clearNotifications } from '../../components/toast/notify';
import { useSession } from '../../lib/session-store';
import { mockApi } from '../../test/mock-api';
import { renderPage } from '../../test/render-page';
import { clientFixture, userFixture } from '../../test/user-fixture';
import IdmeBcCallbackPage from './pages/idme-bc-callback-page';
import IdmeCallbackPage from './pages/idme-callback-page';

const verification = {
  id: 'v-1',
  purpose: 'account',
  provider_name: 'ID.me',
  groups: ['veteran'],
  completed_at: '2026-11-23T10:00:00.000Z',
  return_path: '/profile',
};
const verified = {
  ...verification,
  status: 'verified',
  reason: null,
  message: 'ID.me verified your identity and your status: Veteran.',
};

/** Opens a callback page at an address the provider sent the browser to. */
function openAt(path: string, page = <IdmeCallbackPage />) {
  window.history.replaceState(null, '', path);
  return renderPage(page, path);
}

describe('identity-verification callback pages', { timeout: 20_000 }, () => {
  let uninstallEffects: () => void;
  beforeEach(() => {
    useSession.getState().logout();
    useSession.getState().login('token', userFixture({ client: clientFixture() }));
    clearNotifications();
    uninstallEffects = installHttpErrorEffects();
  });
  afterEach(() => {
    uninstallEffects();
    window.history.replaceState(null, '', '/');
  });

  it('sends the code and state to the server, takes them out of the address, and shows what was verified', async () => {
    const api = mockApi([
      { method: 'POST', path: '/api/identity-verification/callbacks', body: { data: verified } },
    ]);
    openAt('/idme/callback?code=VERIFIED-VETERAN-1&state=the-state');

    expect(screen.getByRole('heading', { name: 'Verifying…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Your identity is verified' })).toBeTruthy();
    expect(screen.getByTestId('verification-outcome').textContent).toBe(
      'ID.me verified your identity and your status: Veteran.',
    );
    expect(screen.getByRole('link', { name: 'Back to your account information' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(api.callsTo('POST', '/api/identity-verification/callbacks').map((call) => call.body)).toEqual([
      { code: 'VERIFIED-VETERAN-1', state: 'the-state', purpose: 'account' },
    ]);
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/idme/callback');
  });

  it('shows why a verification was refused and offers to try again', async () => {
    mockApi([
      {
        method: 'POST',
        path: '/api/identity-verification/callbacks',
        body: {
          data: {
            ...verification,
            purpose: 'benefits-check',
            groups: [],
            status: 'refused',
            reason: 'not_verified',
            message: 'ID.me could not verify your identity.',
            return_path: '/insurance/eligibility/progyny',
          },
        },
      },
    ]);
    openAt('/idme/bc-callback?code=REFUSED-1&state=s', <IdmeBcCallbackPage />);

    expect(await screen.findByRole('heading', { name: 'We could not verify your identity' })).toBeTruthy();
    expect(screen.getByTestId('verification-outcome').textContent).toBe(
      'ID.me could not verify your identity.',
    );
    expect(screen.getByRole('button', { name: 'Try again with ID.me' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your benefits check' }).getAttribute('href')).toBe(
      '/insurance/eligibility/progyny',
    );
  });

  it("shows the server's reason when it refuses the link itself", async () => {
    mockApi([
      {
        method: 'POST',
        path: '/api/identity-verification/callbacks',
        status: 422,
        body: { message: 'This verification link has expired. Start the verification again.' },
      },
    ]);
    openAt('/idme/callback?code=VERIFIED-1&state=old');

    expect(await screen.findByRole('heading', { name: 'Identity verification did not finish' })).toBeTruthy();
    expect(screen.getByTestId('verification-outcome').textContent).toBe(
      'This verification link has expired. Start the verification again.',
    );
    expect(screen.getByRole('button', { name: 'Try again with ID.me' })).toBeTruthy();
  });

  it("shows the provider's own error without asking the server", () => {
    const api = mockApi([]);
    openAt('/idme/callback?error=access_denied&error_description=You+cancelled+the+verification.&state=s');

    expect(screen.getByRole('alert').textContent).toBe('You cancelled the verification.');
    expect(api.calls).toEqual([]);
    expect(window.location.search).toBe('');
  });

  it('asks a signed-out visitor to sign in and start again, without sending the code', () => {
    useSession.getState().logout();
    const api = mockApi([]);
    openAt('/idme/callback?code=VERIFIED-1&state=s');

    expect(screen.getByRole('heading', { name: 'Sign in to finish your verification' })).toBeTruthy();
    expect(api.calls).toEqual([]);
    expect(window.location.search).toBe('');
  });

  it('says there is nothing to verify when the address has no code', () => {
    mockApi([]);
    openAt('/idme/callback');
    expect(screen.getByRole('heading', { name: 'Nothing to verify here' })).toBeTruthy();
  });
});
