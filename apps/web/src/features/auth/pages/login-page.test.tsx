import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installHttpErrorEffects } from '../../../app/http-error-effects';
import { clearNotifications } from '../../../components/toast/notify';
import { rememberReturnTo } from '../../../lib/return-to';
import { SESSION_STORAGE_KEY, useSession } from '../../../lib/session-store';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { userFixture } from '../../../test/user-fixture';
import { forgetPendingTwoFactor, usePendingTwoFactor } from '../pending-two-factor';
import LoginPage from './login-page';

const badCredentials = 'These credentials do not match our records.';

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', { timeout: 20_000 }, () => {
  let uninstallEffects: () => void;

  beforeEach(() => {
    useSession.getState().logout();
    forgetPendingTwoFactor();
    clearNotifications();
    uninstallEffects = installHttpErrorEffects();
  });

  afterEach(() => uninstallEffects());

  it('signs a client in, loads the profile with the new token and lands on /home', async () => {
    const user = userFixture();
    const api = mockApi([
      { method: 'POST', path: '/api/login', body: { data: { token: 'full-token', user } } },
      { method: 'GET', path: '/api/restify/profile', body: { data: user } },
    ]);
    const page = renderPage(<LoginPage />, '/login');

    await signIn('sam@example.com', 'Fathom-demo-1');

    await waitFor(() => expect(page.location()).toBe('/home'));
    expect(api.callsTo('POST', '/api/login')[0]?.body).toEqual({
      email: 'sam@example.com',
      password: 'Fathom-demo-1',
    });
    const profileCall = api.callsTo('GET', '/api/restify/profile')[0];
    expect(profileCall?.url.searchParams.get('related')).toBe('client.latestReadyResult');
    expect(profileCall?.headers.get('Authorization')).toBe('Bearer full-token');
    expect(useSession.getState()).toMatchObject({ isLoggedIn: true, token: 'full-token', user });
  });

  it('persists only isLoggedIn, user and disableTrackEvents, never the token', async () => {
    const user = userFixture();
    mockApi([
      { method: 'POST', path: '/api/login', body: { data: { token: 'secret-session-token', user } } },
      { method: 'GET', path: '/api/restify/profile', body: { data: user } },
    ]);
    const page = renderPage(<LoginPage />, '/login');

    await signIn('sam@example.com', 'Fathom-demo-1');
    await waitFor(() => expect(page.location()).toBe('/home'));

    const persisted = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as { state: object };
    expect(Object.keys(persisted.state).sort()).toEqual(['disableTrackEvents', 'isLoggedIn', 'user']);
    const everything = [
      ...Object.keys(localStorage).map((key) => localStorage.getItem(key)),
      ...Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key)),
    ].join('\n');
    expect(everything).not.toContain('secret-session-token');
  });

  it('sends an authorized user to /analysis', async () => {
    const partner = userFixture({ authorized: true, client: null });
    mockApi([
      { method: 'POST', path: '/api/login', body: { data: { token: 'full-token', user: partner } } },
      { method: 'GET', path: '/api/restify/profile', body: { data: partner } },
    ]);
    const page = renderPage(<LoginPage />, '/login');

    await signIn('jamie@example.com', 'Fathom-demo-1');

    await waitFor(() => expect(page.location()).toBe('/analysis'));
  });

  it('returns to the page the visitor was heading for before signing in', async () => {
    const user = userFixture();
    mockApi([
      { method: 'POST', path: '/api/login', body: { data: { token: 'full-token', user } } },
      { method: 'GET', path: '/api/restify/profile', body: { data: user } },
    ]);
    rememberReturnTo('/cryogenic');
    const page = renderPage(<LoginPage />, '/login');

    await signIn('sam@example.com', 'Fathom-demo-1');

    await waitFor(() => expect(page.location()).toBe('/cryogenic'));
  });

  it('takes a user with two-factor authentication to /2fa-login without signing in or loading the profile', async () => {
    const user = userFixture();
    user.attributes.google2fa_configured_at = '2026-01-05T10:00:00.000Z';
    const api = mockApi([
      { method: 'POST', path: '/api/login', body: { data: { token: 'pending-token', user } } },
    ]);
    const page = renderPage(<LoginPage />, '/login');

    await signIn('alex@example.com', 'Fathom-demo-1');

    await waitFor(() => expect(page.location()).toBe('/2fa-login'));
    expect(useSession.getState().isLoggedIn).toBe(false);
    expect(usePendingTwoFactor.getState().token).toBe('pending-token');
    expect(api.callsTo('GET', '/api/restify/profile')).toHaveLength(0);
  });

  it("shows the server's message for a bad password and stays on /login", async () => {
    mockApi([
      {
        method: 'POST',
        path: '/api/login',
        status: 422,
        body: { message: badCredentials, errors: { email: [badCredentials] } },
      },
    ]);
    const page = renderPage(<LoginPage />, '/login');

    await signIn('sam@example.com', 'wrong-password');

    expect(await screen.findByText(badCredentials)).toBeTruthy();
    expect(page.location()).toBe('/login');
    expect(useSession.getState().isLoggedIn).toBe(false);
    expect(screen.getByRole('button', { name: 'Sign in' }).getAttribute('aria-busy')).toBeNull();
  });

  it('checks the fields with the domain rules before calling the server', async () => {
    const api = mockApi([]);
    renderPage(<LoginPage />, '/login');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByText('This field must be a valid email.')).toBeTruthy();
    expect(screen.getByText('The password field is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(api.calls).toHaveLength(0);
  });

  it('offers a link to reset a forgotten password', () => {
    mockApi([]);
    renderPage(<LoginPage />, '/login');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('offers a first kit to a visitor who has no account yet', () => {
    mockApi([]);
    renderPage(<LoginPage />, '/login');
    const link = screen.getByRole('link', { name: 'Order a kit' });
    expect(link.getAttribute('href')).toBe('/checkouts');
    expect(link.parentElement?.textContent).toBe('New here? Order a kit');
  });
});
