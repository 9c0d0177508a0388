import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPendingTwoFactor, usePendingTwoFactor } from '../../features/auth/pending-two-factor';
import { useSession } from '../../lib/session-store';
import { userFixture } from '../../test/user-fixture';
import { LoginTokenHandler, useLoginToken } from './login-token-handler';

describe('?loginToken= handling', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().logout();
  });

  it('strips the token from the address, signs in with it, loads the profile and lands on /home', async () => {
    const user = userFixture();
    const profile = { ...user, attributes: { ...user.attributes, preferred_first_name: 'Sammy' } };
    const calls: Array<{ url: string; method: string; body: unknown }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      const data = url.startsWith('/api/login/token')
        ? { token: 'session-token', user, disable_track_events: true }
        : profile;
      return new Response(JSON.stringify({ data }), { status: 200 });
    });
    window.history.replaceState(null, '', '/analysis?loginToken=one-time&id=7');
    useLoginToken.setState({ pending: true });

    render(<LoginTokenHandler />);

    expect(window.location.search).toBe('?id=7');
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/login/token',
      'GET /api/restify/profile?related=client.latestReadyResult',
    ]);
    expect(calls[0]?.body).toEqual({ login_token: 'one-time' });
    expect(useSession.getState()).toMatchObject({
      isLoggedIn: true,
      token: 'session-token',
      disableTrackEvents: true,
    });
    expect(useSession.getState().user?.attributes.preferred_first_name).toBe('Sammy');
    expect(useLoginToken.getState().pending).toBe(false);
  });

  it('sends an account with two-factor sign-in on to its code step, signed out until the code is given', async () => {
    const base = userFixture();
    const user = {
      ...base,
      attributes: { ...base.attributes, google2fa_configured_at: '2026-01-01T00:00:00.000Z' },
    };
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      const data = { token: 'pending-token', user, disable_track_events: true };
      return new Response(JSON.stringify({ data }), { status: 200 });
    });
    window.history.replaceState(null, '', '/home?loginToken=support-link');
    useLoginToken.setState({ pending: true });

    render(<LoginTokenHandler />);

    await waitFor(() => expect(window.location.pathname).toBe('/2fa-login'));
    expect(calls).toEqual(['POST /api/login/token']);
    expect(useSession.getState().isLoggedIn).toBe(false);
    expect(usePendingTwoFactor.getState()).toMatchObject({
      token: 'pending-token',
      disableTrackEvents: true,
    });
    forgetPendingTwoFactor();
  });
});
