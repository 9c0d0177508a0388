import type { AccountSummary } from '@fathom/contract/account-summary';
import type { RecommendationResource } from '@fathom/contract/recommendations';
import type { OutboxEmail } from '@fathom/contract/staff';
import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n/language';
import { useSession } from '../../lib/session-store';
import { mockApi } from '../../test/mock-api';
import { renderPage } from '../../test/render-page';
import { clientFixture, userFixture } from '../../test/user-fixture';
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

function summaryRoute(summary: Partial<AccountSummary> = {}) {
  const data: AccountSummary = {
    needs_attention: [],
    storage: { state: 'none', offer_storage: true },
    sti_panels: [],
    ...summary,
  };
  return { method: 'GET', path: '/api/account-summary', body: { data } };
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

  it('names each recommendation’s area in the page’s language, and an area it does not know as it came', async () => {
    const sauna = {
      ...heat,
      id: 'r-4',
      attributes: { ...heat.attributes, title: 'Skip the sauna', category: 'heat' },
    };
    mockApi([{ method: 'GET', path: '/api/restify/recommendations', body: { data: [sleep, sauna] } }]);
    useSession.getState().login('token', userFixture());
    renderPage(<HomePage />, '/home');
    await screen.findByText('Sleep seven hours');
    const areas = () =>
      within(screen.getByTestId('recommendations'))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent);
    expect(areas()).toEqual(['Lifestyle', 'heat']);
    try {
      await act(() => activateLanguage('es'));
      expect(areas()).toEqual(['Estilo de vida', 'heat']);
    } finally {
      await act(() => activateLanguage('en'));
    }
  });

  it('shows recommendations in sort_order even when they arrive in another order', async () => {
    mockApi([{ method: 'GET', path: '/api/restify/recommendations', body: { data: [walk, sleep, heat] } }]);
    useSession.getState().login('token', userFixture());
    renderPage(<HomePage />, '/home');

    await screen.findByText('Sleep seven hours');
    expect(recommendationTitles()).toEqual(['Sleep seven hours', 'Keep cool', 'Walk every day']);
  });

  it('shows the latest result date and no stale notice for recent results', async () => {
    mockApi([
      { method: 'GET', path: '/api/restify/recommendations', body: { data: [] } },
      summaryRoute({ storage: { state: 'stored', vial_count: 4, vials_in_withdrawal: 0 } }),
    ]);
    useSession.getState().login('token', userFixture({ client: clientWithResult('2026-03-04') }));
    renderPage(<HomePage />, '/home');

    expect(screen.getByText('Mar 4, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your results' }).getAttribute('href')).toBe('/analysis');
    expect(await screen.findByText('In storage.')).toBeTruthy();
    expect(screen.getByTestId('storage-card').textContent).toContain(
      'Your 4 vials are frozen under your storage plan.',
    );
    expect(screen.queryByTestId('needs-attention')).toBeNull();
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

  it('shows each recommendation once: the lifestyle ones of the client come with the results, on /analysis', async () => {
    mockApi([{ method: 'GET', path: '/api/restify/recommendations', body: { data: [sleep, walk] } }]);
    const client = clientFixture();
    client.relationships.lifestyleRecommendations = [walk, sleep];
    useSession.getState().login('token', userFixture({ client }));
    renderPage(<HomePage />, '/home');
    const list = await screen.findByRole('region', { name: 'Recommendations for you' });
    // The list is there while it loads: wait for its recommendations.
    const headings = await within(list).findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Sleep seven hours', 'Walk every day']);
    expect(screen.getAllByRole('heading', { name: 'Sleep seven hours' })).toHaveLength(1);
    expect(screen.queryByTestId('lifestyle-recommendations')).toBeNull();
  });

  describe('what needs the client now comes first', () => {
    const today = new Date();
    const inDays = (days: number) => new Date(today.getTime() + days * DAY_MS).toISOString().slice(0, 10);

    it('dates a destruction with its one action, and the storage card never calls the vials safe', async () => {
      const destruction = inDays(45);
      mockApi([
        { method: 'GET', path: '/api/restify/recommendations', body: { data: [] } },
        summaryRoute({
          needs_attention: [
            { kind: 'destruction_date', date: destruction, item_id: 'cryo-1', vial_count: 4 },
          ],
          storage: { state: 'destruction_scheduled', destruction_date: destruction, vial_count: 4 },
        }),
      ]);
      useSession
        .getState()
        .login(
          'token',
          userFixture({ client: clientWithResult(new Date(today.getTime() - 900 * DAY_MS).toISOString()) }),
        );
      const { container } = renderPage(<HomePage />, '/home');

      const item = await screen.findByTestId('attention-destruction_date');
      expect(within(item).getByRole('heading', { level: 3 }).textContent).toBe(
        'Your stored sample will be destroyed',
      );
      expect(item.querySelector('time')?.getAttribute('dateTime')).toBe(destruction);
      expect(item.querySelector('time')?.textContent).toMatch(/\(in 45 days\)$/);
      expect(
        within(item)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([['Choose a storage plan', '/buy-cryogenic']]);
      const storage = screen.getByTestId('storage-card');
      expect(storage.textContent).toContain('Storage ends.');
      expect(storage.textContent).toContain('Your 4 vials will be destroyed on');
      expect(storage.textContent).not.toMatch(/kept safe|In storage/);
      const order = [...container.querySelectorAll('[data-testid="needs-attention"], #latest-result-title')];
      expect(order[0]?.getAttribute('data-testid')).toBe('needs-attention');
    });

    it("asks for an unregistered kit's registration, and does not say the analysis is under way before the lab has it", async () => {
      mockApi([
        { method: 'GET', path: '/api/restify/recommendations', body: { data: [] } },
        summaryRoute({
          needs_attention: [
            {
              kind: 'kit_not_registered',
              date: '2026-11-19T10:00:00.000Z',
              item_id: 'kit-1',
              product_key: 'analysis',
              title: 'Semen Analysis',
              tracking_stage: 4,
              phase: 'to_lab',
            },
          ],
        }),
      ]);
      const client = clientFixture({
        latest_analysis: {
          id: 'kit-1',
          created_at: '2026-11-19T10:00:00.000Z',
          tracking_stage: 4,
          registered: false,
          held_at_lab: false,
        },
      });
      useSession.getState().login('token', userFixture({ client }));
      renderPage(<HomePage />, '/home');

      const item = await screen.findByTestId('attention-kit_not_registered');
      const heading = () => within(item).getByRole('heading', { level: 3 }).textContent;
      expect(heading()).toBe('Register your Semen Analysis kit');
      try {
        // The kit named by its product's key in the page's language, not by its English title.
        await act(() => activateLanguage('es'));
        expect(heading()).toBe('Registre su kit de análisis de semen');
      } finally {
        await act(() => activateLanguage('en'));
      }
      expect(within(item).getByRole('link', { name: 'Register this kit' }).getAttribute('href')).toBe(
        '/k-r/kit-1',
      );
      expect(item.textContent).toContain('Ordered Nov 19, 2026');
      expect(item.textContent).toContain(
        'Your sample is on its way to the lab. Register this kit now: the lab can test your sample only once the kit is registered to you.',
      );
      // The latest results card says what the kit says: its registration is the next step, nothing else.
      const progress = screen.getByTestId('analysis-progress');
      expect(progress.textContent).toBe(
        'Your sample is on its way to the lab. Register this kit now: the lab can test your sample only once the kit is registered to you.',
      );
      const card = screen.getByRole('region', { name: 'Your latest results' });
      expect(within(card).getByRole('link', { name: 'Register this kit' }).getAttribute('href')).toBe(
        '/k-r/kit-1',
      );
      expect(card.textContent).not.toContain('The lab analyses it as soon as it arrives');
      expect(document.body.textContent).not.toContain('under way');
    });

    it.each([
      [null, 'Your kit is being prepared.'],
      [1, 'Your kit is being prepared.'],
      [2, 'Your kit is on its way to you.'],
      [3, 'Your kit has arrived.'],
      [5, 'Your analysis is under way.'],
    ])('words the analysis after its kit at stage %s', async (stage, words) => {
      mockApi([{ method: 'GET', path: '/api/restify/recommendations', body: { data: [] } }, summaryRoute()]);
      const client = clientFixture({
        latest_analysis: {
          id: 'kit-1',
          created_at: '2026-11-19T10:00:00.000Z',
          tracking_stage: stage,
          registered: true,
          held_at_lab: stage === 5,
        },
      });
      useSession.getState().login('token', userFixture({ client }));
      renderPage(<HomePage />, '/home');
      expect(screen.getByTestId('analysis-progress').textContent).toContain(words);
    });

    it('does not offer storage to a client who bought a plan whose sample is not frozen yet', async () => {
      mockApi([
        { method: 'GET', path: '/api/restify/recommendations', body: { data: [] } },
        summaryRoute({ storage: { state: 'awaiting_sample' } }),
      ]);
      useSession.getState().login('token', userFixture());
      renderPage(<HomePage />, '/home');

      expect(await screen.findByText('Your storage plan is ready.')).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'See storage plans' })).toBeNull();
      expect(screen.getByRole('link', { name: 'See your storage' }).getAttribute('href')).toBe('/cryogenic');
    });

    it('offers no sperm freezing after a result with no sperm found', async () => {
      mockApi([
        { method: 'GET', path: '/api/restify/recommendations', body: { data: [] } },
        summaryRoute({ storage: { state: 'none', offer_storage: false } }),
      ]);
      useSession.getState().login('token', userFixture({ client: clientWithResult('2026-11-10') }));
      renderPage(<HomePage />, '/home');

      expect(await screen.findByText(/Freezing needs sperm in the sample/)).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'See storage plans' })).toBeNull();
      expect(screen.getByTestId('storage-card').textContent).not.toMatch(/Cryogenic storage freezes/);
    });

    it('puts a positive STI result first and leads the latest results to the STI results', async () => {
      mockApi([
        { method: 'GET', path: '/api/restify/recommendations', body: { data: [] } },
        summaryRoute({
          needs_attention: [
            {
              kind: 'sti_positive',
              date: '2026-11-22T09:00:00.000Z',
              item_id: 'sti-1',
              title: 'STI Test Kit',
            },
          ],
          sti_panels: [
            {
              item_id: 'sti-1',
              product_key: 'sti',
              title: 'STI Test Kit',
              visibility: 'visible',
              overall: 'Some_Positive',
              ready_at: '2026-11-22T09:00:00.000Z',
            },
          ],
        }),
      ]);
      useSession.getState().login('token', userFixture());
      renderPage(<HomePage />, '/home');

      const item = await screen.findByTestId('attention-sti_positive');
      expect(within(item).getByRole('heading', { level: 3 }).textContent).toBe(
        'One of your STI results is positive',
      );
      expect(within(item).getByRole('link').getAttribute('href')).toBe('/onboarding/sti/sti-1');
      const latest = screen.getByTestId('latest-sti-result');
      expect(latest.textContent).toContain('One or more tests are positive.');
      expect(within(latest).getByText('STI Test Kit').tagName).toBe('STRONG');
      try {
        await act(() => activateLanguage('es'));
        expect(screen.getByTestId('latest-sti-result').textContent).toContain('Kit de pruebas de ETS');
        expect(screen.getByTestId('latest-sti-result').textContent).not.toContain('STI Test Kit');
      } finally {
        await act(() => activateLanguage('en'));
      }
      expect(within(latest).getByRole('link', { name: 'See your STI results' }).getAttribute('href')).toBe(
        '/analysis#sti-results',
      );
      expect(document.body.textContent).not.toContain('You have no analysis yet');
    });

    it("shows a withdrawal waiting for the partner's consent, dated", async () => {
      mockApi([
        { method: 'GET', path: '/api/restify/recommendations', body: { data: [] } },
        summaryRoute({
          needs_attention: [
            {
              kind: 'partner_consent',
              date: '2026-12-15',
              withdrawal_id: 'w-1',
              vial_count: 2,
              recipient_facility: 'Lakeside Fertility Clinic',
            },
          ],
        }),
      ]);
      useSession.getState().login('token', userFixture());
      renderPage(<HomePage />, '/home');

      const item = await screen.findByTestId('attention-partner_consent');
      expect(item.textContent).toContain("Your withdrawal is waiting for your partner's consent");
      expect(item.textContent).toContain('Asked for Dec 15, 2026');
      expect(item.textContent).toContain('Your 2 vials go to Lakeside Fertility Clinic');
      expect(within(item).getByRole('link', { name: 'See your withdrawal' }).getAttribute('href')).toBe(
        '/cryogenic',
      );
    });
  });
});
