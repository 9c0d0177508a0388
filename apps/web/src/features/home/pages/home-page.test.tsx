import type { RecommendationResource } from '@fathom/contract/recommendations';
import type { OutboxEmail } from '@fathom/contract/staff';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session-store';
import { clientFixture, userFixture } from '../../../test/user-fixture';
import { mockApi } from '../../test-support/mock-api';
import { renderPage } from '../../test-support/render-page';
import HomePage from './home-page';

function recommendation(id: string, title: string, sortOrder: number): RecommendationResource {
  return {
    id,
    type: 'recommendations',
    attributes: { title, body: `${title}.`, category: 'lifestyle', sort_order: sortOrder, link_url: null },
  };
}

const sleep = recommendation('r-1', 'Sleep seven hours', 1);
const heat = recommendation('r-2', 'Keep cool', 2);
const walk = recommendation('r-3', 'Walk every day', 3);

const DAY_MS = 86_400_000;

function clientWithResult(readyAt: string) {
  const client = clientFixture({ has_results_ready: true, has_cryogenic: true });
  client.relationships.latest_ready_result = {
    id: 'result-1',
    type: 'result-documents',
    attributes: { ready_at: readyAt, item_id: 'item-1', is_azoospermic: false },
  };
  return client;
}

function recommendationTitles(): string[] {
  const list = screen.getByTestId('recommendations');
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

describe('home page', () => {
  beforeEach(() => {
    useSession.getState().logout();
  });

  it('greets the client by display name', async () => {
    mockApi([{ method: 'GET', path: '/api/restify/recommendations', body: { data: [] } }]);
    const user = userFixture();
    user.attributes.preferred_first_name = 'Sammy';
    useSession.getState().login('token', user);
    renderPage(<HomePage />, '/home');

    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Sammy Rivers' })).toBeTruthy();
  });

  it('asks for recommendations sorted by sort_order and shows them in that order', async () => {
    const api = mockApi([
      { method: 'GET', path: '/api/restify/recommendations', body: { data: [sleep, heat, walk] } },
    ]);
    useSession.getState().login('token', userFixture());
    renderPage(<HomePage />, '/home');

    await screen.findByText('Sleep seven hours');
    expect(recommendationTitles()).toEqual(['Sleep seven hours', 'Keep cool', 'Walk every day']);
    expect(api.callsTo('GET', '/api/restify/recommendations')[0]?.url.searchParams.get('sort')).toBe(
      'sort_order',
    );
  });

  it('shows recommendations in sort_order even when they arrive in another order', async () => {
    mockApi([{ method: 'GET', path: '/api/restify/recommendations', body: { data: [walk, sleep, heat] } }]);
    useSession.getState().login('token', userFixture());
    renderPage(<HomePage />, '/home');

    await screen.findByText('Sleep seven hours');
    expect(recommendationTitles()).toEqual(['Sleep seven hours', 'Keep cool', 'Walk every day']);
  });

  it('shows the latest result date and no stale notice for recent results', async () => {
    mockApi([{ method: 'GET', path: '/api/restify/recommendations', body: { data: [] } }]);
    useSession.getState().login('token', userFixture({ client: clientWithResult('2026-03-04') }));
    renderPage(<HomePage />, '/home');

    expect(screen.getByText('Mar. 04, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your results' }).getAttribute('href')).toBe('/analysis');
    expect(screen.getByText('In storage.')).toBeTruthy();
  });

  it('tells the client that results older than 90 days are stale because sperm renews every 2-3 months', async () => {
    mockApi([{ method: 'GET', path: '/api/restify/recommendations', body: { data: [] } }]);
    const readyAt = new Date(Date.now() - 120 * DAY_MS).toISOString();
    useSession.getState().login('token', userFixture({ client: clientWithResult(readyAt) }));
    renderPage(<HomePage />, '/home');

    const notice = screen.getByTestId('stale-notice');
    expect(notice.textContent).toContain('more than 90 days old');
    expect(notice.textContent).toContain('Sperm renews every 2-3 months');
  });

  it('shows staff the outbox and the login-as link instead of a customer home', async () => {
    const email: OutboxEmail = {
      id: 'mail-1',
      to: 'morgan@example.com',
      subject: 'Reset your Fathom password',
      text: 'Open this link to choose a new password.',
      html: null,
      created_at: '2026-11-22T09:30:00.000Z',
    };
    const api = mockApi([{ method: 'GET', path: '/api/staff/outbox', body: { data: [email] } }]);
    useSession.getState().login('token', userFixture({ role: 'staff', client: null }));
    renderPage(<HomePage />, '/home');

    expect(screen.getByRole('heading', { level: 1, name: 'Operations' })).toBeTruthy();
    expect(await screen.findByText('Reset your Fathom password')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Create a login link for a customer' }).getAttribute('href'),
    ).toBe('/login-as');
    expect(api.callsTo('GET', '/api/restify/recommendations')).toHaveLength(0);
  });

  it("shows the client's lifestyle recommendations in their order", async () => {
    mockApi([{ method: 'GET', path: '/api/restify/recommendations', body: { data: [] } }]);
    const client = clientFixture();
    client.relationships.lifestyleRecommendations = [walk, sleep];
    useSession.getState().login('token', userFixture({ client }));
    renderPage(<HomePage />, '/home');
    const list = await screen.findByTestId('lifestyle-recommendations');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Sleep seven hours', 'Walk every day']);
  });
});
