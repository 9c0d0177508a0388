import type { AnnouncementResource } from '@fathom/contract/announcements';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session-store';
import { mockApi } from '../../test/mock-api';
import { renderPage } from '../../test/render-page';
import { userFixture } from '../../test/user-fixture';
import { AnnouncementBanner } from './announcement-banner';
import { useAnnouncements } from './announcements-store';
import { useFirstAnnouncements } from './first-announcements';
import { useAnnouncementsLoader } from './use-announcements-loader';

function announcement(id: string, title: string, location: AnnouncementResource['attributes']['location']) {
  return {
    id,
    type: 'announcements',
    attributes: {
      title,
      body: `${title} body`,
      location,
      variant: 'info',
      starts_at: '2026-11-01T00:00:00.000Z',
      ends_at: null,
    },
  } satisfies AnnouncementResource;
}

const holidayHours = announcement('a-1', 'Holiday hours', 'global');
const newLab = announcement('a-2', 'Our new lab', 'global');
const homeOnly = announcement('a-3', 'Welcome to your home page', 'home');

function Shell() {
  useAnnouncementsLoader();
  return (
    <>
      <AnnouncementBanner location="global" />
      <AnnouncementBanner location="home" />
    </>
  );
}

function signIn() {
  useSession.getState().login('token', userFixture({ uuid: 'user-uuid-1' }));
}

describe('announcements', { timeout: 20_000 }, () => {
  beforeEach(() => {
    useSession.getState().logout();
  });

  it('loads active announcements when signed in and shows each at its location', async () => {
    const api = mockApi([
      {
        method: 'GET',
        path: '/api/restify/announcements',
        body: { data: [holidayHours, homeOnly], meta: {} },
      },
    ]);
    signIn();
    renderPage(<Shell />, '/home');

    expect(await screen.findByText('Holiday hours')).toBeTruthy();
    expect(screen.getByText('Welcome to your home page')).toBeTruthy();
    expect(api.callsTo('GET', '/api/restify/announcements')[0]?.url.searchParams.get('active')).toBe('true');
  });

  it('lets the page show once the first list is answered, or could not be', async () => {
    mockApi([
      { method: 'GET', path: '/api/restify/announcements', status: 500, body: { message: 'Server error.' } },
    ]);
    useFirstAnnouncements.setState({ settled: false });
    signIn();
    renderPage(<Shell />, '/home');
    await waitFor(() => expect(useFirstAnnouncements.getState().settled).toBe(true));
  });

  it('reloads the list when the profile’s language changes, which the server answers it in', async () => {
    const api = mockApi([
      { method: 'GET', path: '/api/restify/announcements', body: { data: [holidayHours], meta: {} } },
    ]);
    signIn();
    renderPage(<Shell />, '/home');
    await screen.findByText('Holiday hours');
    expect(api.callsTo('GET', '/api/restify/announcements')).toHaveLength(1);

    act(() => useSession.getState().setUser(userFixture({ uuid: 'user-uuid-1', language: 'es' })));

    await waitFor(() => expect(api.callsTo('GET', '/api/restify/announcements')).toHaveLength(2));
  });

  it('reloads the list on every route change', async () => {
    const api = mockApi([
      { method: 'GET', path: '/api/restify/announcements', body: { data: [holidayHours], meta: {} } },
    ]);
    signIn();
    const page = renderPage(<Shell />, '/home');
    await screen.findByText('Holiday hours');

    act(() => page.navigate('/analysis'));
    act(() => page.navigate('/cryogenic'));

    await waitFor(() => expect(api.callsTo('GET', '/api/restify/announcements')).toHaveLength(3));
  });

  it('does not load when signed out, on the root path or on client onboarding', async () => {
    const api = mockApi([
      { method: 'GET', path: '/api/restify/announcements', body: { data: [holidayHours], meta: {} } },
    ]);
    const page = renderPage(<Shell />, '/home');
    act(() => page.navigate('/analysis'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.callsTo('GET', '/api/restify/announcements')).toHaveLength(0);

    act(() => signIn());
    await waitFor(() => expect(api.callsTo('GET', '/api/restify/announcements')).toHaveLength(1));
    act(() => page.navigate('/'));
    act(() => page.navigate('/onboarding/client/3f9a'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.callsTo('GET', '/api/restify/announcements')).toHaveLength(1);
  });

  it('keeps a dismissed announcement hidden when navigation reloads the list, and shows new ones', async () => {
    mockApi([
      { method: 'GET', path: '/api/restify/announcements', body: { data: [holidayHours], meta: {} } },
      { method: 'GET', path: '/api/restify/announcements', body: { data: [holidayHours, newLab], meta: {} } },
    ]);
    signIn();
    const page = renderPage(<Shell />, '/home');
    await screen.findByText('Holiday hours');

    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Dismiss announcement: Holiday hours' }));
    expect(screen.queryByText('Holiday hours')).toBeNull();

    act(() => page.navigate('/analysis'));
    expect(await screen.findByText('Our new lab')).toBeTruthy();
    expect(screen.queryByText('Holiday hours')).toBeNull();
    const stored = useAnnouncements
      .getState()
      .announcements.map((item) => [item.id, item.attributes.is_dismissed]);
    expect(stored).toEqual([
      ['a-1', true],
      ['a-2', false],
    ]);
  });

  it('remembers dismissals per user in the browser, so they survive a refresh', async () => {
    mockApi([
      { method: 'GET', path: '/api/restify/announcements', body: { data: [holidayHours], meta: {} } },
    ]);
    signIn();
    const first = renderPage(<Shell />, '/home');
    await screen.findByText('Holiday hours');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Dismiss announcement: Holiday hours' }));
    expect(JSON.parse(localStorage.getItem('fathom-dismissed-announcements:user-uuid-1') ?? '[]')).toEqual([
      'a-1',
    ]);
    first.unmount();

    // A refresh starts with no announcements in memory: only the browser's own key remembers.
    useAnnouncements.setState({ announcements: [] });
    const api = mockApi([
      { method: 'GET', path: '/api/restify/announcements', body: { data: [holidayHours, newLab], meta: {} } },
    ]);
    renderPage(<Shell />, '/home');
    expect(await screen.findByText('Our new lab')).toBeTruthy();
    expect(screen.queryByText('Holiday hours')).toBeNull();
    expect(api.calls).toHaveLength(1);
  });

  it('clears the list on logout', async () => {
    mockApi([
      { method: 'GET', path: '/api/restify/announcements', body: { data: [holidayHours], meta: {} } },
    ]);
    signIn();
    renderPage(<Shell />, '/home');
    await screen.findByText('Holiday hours');

    act(() => useSession.getState().logout());

    expect(useAnnouncements.getState().announcements).toEqual([]);
    expect(screen.queryByText('Holiday hours')).toBeNull();
  });
});
