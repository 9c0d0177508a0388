import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { takeReturnTo } from '../lib/return-to';
import { useSession } from '../lib/session-store';
import { userFixture } from '../test/user-fixture';
import { AppRouter } from './router';

/** Renders the app at `path`, waiting (as React asks) for the code its pages suspend on. */
async function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  await act(async () => {
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AppRouter />
      </Router>,
    );
  });
  return location;
}

const currentPath = (location: ReturnType<typeof memoryLocation>) => location.history?.at(-1);

describe('router', () => {
  afterEach(() => useSession.getState().logout());

  it('sends "/" to /login when logged out, /home for a client and /analysis for an authorized user', async () => {
    const loggedOut = await renderAt('/');
    await waitFor(() => expect(currentPath(loggedOut)).toBe('/login'));

    useSession.getState().login('t', userFixture());
    const client = await renderAt('/');
    await waitFor(() => expect(currentPath(client)).toBe('/home'));

    useSession.getState().login('t', userFixture({ authorized: true }));
    const authorized = await renderAt('/');
    await waitFor(() => expect(currentPath(authorized)).toBe('/analysis'));
  });

  it('sets the title from the route name on every navigation', async () => {
    const location = await renderAt('/for-medical-professionals');
    await waitFor(() => expect(document.title).toBe('For medical professionals | Fathom'));
    act(() => location.navigate('/forgot-password'));
    await waitFor(() => expect(document.title).toBe('Forgot password | Fathom'));
  });

  it('sends a logged-out visitor of a signed-in page to /login and remembers the page', async () => {
    const location = await renderAt('/cryogenic');
    await waitFor(() => expect(currentPath(location)).toBe('/login'));
    expect(takeReturnTo()).toBe('/cryogenic');
  });

  it('redirects the legacy misspelt eligibility path', async () => {
    const location = await renderAt('/insurance/eligibilty/acme');
    await waitFor(() => expect(currentPath(location)).toBe('/insurance/eligibility/acme'));
  });

  it('renders a helpful page-not-found for unknown paths', async () => {
    await renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeTruthy();
    expect(document.title).toBe('Page not found | Fathom');
  });

  it('keeps signed-in visitors away from /login', async () => {
    useSession.getState().login('t', userFixture());
    const location = await renderAt('/login');
    await waitFor(() => expect(currentPath(location)).toBe('/home'));
  });
});
