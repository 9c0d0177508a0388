import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { userFrame, useSession } from '../lib/session-store';
import { mockApi } from '../test/mock-api';
import { userFixture } from '../test/user-fixture';
import { RouteGuard } from './route-guard';
import { refreshProfile, useProfileRefresh } from './session/refresh-profile-on-start';

/** The state a reload leaves: signed in, with only the user's frame read back from the browser's storage. */
function afterReload() {
  useSession.setState({ isLoggedIn: true, user: userFrame(userFixture()), profileFresh: false });
}

function renderGuarded() {
  const location = memoryLocation({ path: '/home' });
  render(
    <Router hook={location.hook}>
      <RouteGuard access="required">
        <p>Signed-in page</p>
      </RouteGuard>
    </Router>,
  );
}

describe('route guard after a reload', () => {
  afterEach(() => {
    useSession.getState().logout();
    useProfileRefresh.setState({ failed: false });
  });

  it('shows the page only once this visit has read the profile again', async () => {
    const user = userFixture();
    mockApi([{ method: 'GET', path: '/api/restify/profile', body: { data: user } }]);
    afterReload();
    renderGuarded();
    expect(screen.queryByText('Signed-in page')).toBeNull();
    expect(screen.getByText('Loading your account…')).toBeTruthy();

    refreshProfile();

    expect(await screen.findByText('Signed-in page')).toBeTruthy();
    expect(useSession.getState().user).toEqual(user);
  });

  it("waits in the signed-in layout's frame for a page of that layout", () => {
    afterReload();
    const location = memoryLocation({ path: '/home' });
    render(
      <Router hook={location.hook}>
        <RouteGuard access="required" layout="default">
          <p>Signed-in page</p>
        </RouteGuard>
      </Router>,
    );
    expect(screen.getByRole('banner').textContent).toContain('Fathom');
    expect(screen.getByRole('status').textContent).toBe('Loading your account…');
    expect(screen.queryByText('Signed-in page')).toBeNull();
  });

  it('offers to try again when the profile could not be read', async () => {
    const api = mockApi([
      { method: 'GET', path: '/api/restify/profile', status: 503, body: { message: 'Unavailable' } },
    ]);
    afterReload();
    renderGuarded();
    refreshProfile();
    const retry = await screen.findByRole('button', { name: 'Try again' });

    mockApi([{ method: 'GET', path: '/api/restify/profile', body: { data: userFixture() } }]);
    await userEvent.setup().click(retry);

    expect(await screen.findByText('Signed-in page')).toBeTruthy();
    expect(api.callsTo('GET', '/api/restify/profile')).toHaveLength(1);
  });
});

describe('route guard in the same visit', () => {
  afterEach(() => useSession.getState().logout());

  it('shows the page at once after signing in', async () => {
    useSession.getState().login('token', userFixture());
    renderGuarded();
    await waitFor(() => expect(screen.getByText('Signed-in page')).toBeTruthy());
  });
});

describe("route guard for the partner's reduced view", () => {
  afterEach(() => useSession.getState().logout());

  function renderAs(path: string, routePath: string) {
    const location = memoryLocation({ path, record: true });
    render(
      <Router hook={location.hook}>
        <RouteGuard access="required" routePath={routePath}>
          <p>{routePath} page</p>
        </RouteGuard>
      </Router>,
    );
    return location;
  }

  it("sends a partner who opens one of the holder's pages to /analysis", async () => {
    useSession.getState().login('token', userFixture({ authorized: true }));
    const location = renderAs('/home', '/home');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/analysis'));
    expect(screen.queryByText('/home page')).toBeNull();
  });

  it('shows the partner their own pages, and the holder every page', async () => {
    useSession.getState().login('token', userFixture({ authorized: true }));
    renderAs('/profile', '/profile');
    expect(await screen.findByText('/profile page')).toBeTruthy();
    useSession.getState().login('token', userFixture());
    renderAs('/home', '/home');
    expect(await screen.findByText('/home page')).toBeTruthy();
  });
});
