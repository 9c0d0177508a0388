import type { ClientResource } from '@fathom/contract/user';
import { formatDateTime } from '@fathom/domain/format';
import { valueWithUnit } from '@fathom/domain/result-labels';
import { ANALYSIS_SECTIONS, PARAMETER_REFERENCES } from '@fathom/domain/results';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ResultDocument } from '../../features/results/api/result-document';
import { activateLanguage } from '../../lib/i18n/language';
import { useSession } from '../../lib/session-store';
import { mockApi } from '../../test/mock-api';
import { renderPage } from '../../test/render-page';
import { clientFixture, userFixture } from '../../test/user-fixture';
import AnalysisPage from './analysis-page';

const DAY_MS = 86_400_000;

function withResult(client: ClientResource, readyAt: string, isAzoospermic = false): ClientResource {
  client.relationships.latest_ready_result = {
    id: 'result-1',
    type: 'result-documents',
    attributes: { ready_at: readyAt, item_id: 'item-1', is_azoospermic: isAzoospermic },
  };
  return client;
}

describe('analysis page', () => {
  beforeEach(() => {
    useSession.getState().logout();
    mockApi([]);
  });

  it('has a heading with the jump id of every report section', () => {
    useSession.getState().login('token', userFixture({ client: withResult(clientFixture(), '2026-03-04') }));
    const { container } = renderPage(<AnalysisPage />, '/analysis');

    for (const id of ANALYSIS_SECTIONS) {
      const section = container.querySelector(`#${id}`);
      expect(section?.querySelector('h2')?.textContent, id).toBeTruthy();
    }
    expect(screen.getByText('Mar 4, 2026')).toBeTruthy();
  });

  it('marks results older than 90 days as stale', () => {
    const readyAt = new Date(Date.now() - 91 * DAY_MS).toISOString();
    useSession.getState().login('token', userFixture({ client: withResult(clientFixture(), readyAt) }));
    renderPage(<AnalysisPage />, '/analysis');

    expect(screen.getByTestId('stale-notice').textContent).toContain('Sperm renews every 2-3 months');
  });

  it("shows an authorized user the parent's latest ready result and who shared it", () => {
    const partner = userFixture({ authorized: true, client: null });
    partner.relationships.parent_user = {
      id: 'parent-1',
      type: 'users',
      attributes: { uuid: 'parent-1', name: 'Sam Rivers', email: 'sam@example.com' },
      relationships: { client: withResult(clientFixture(), '2026-03-04') },
    };
    useSession.getState().login('token', partner);
    renderPage(<AnalysisPage />, '/analysis');

    expect(screen.getByText(/Shared with you by Sam Rivers/)).toBeTruthy();
    expect(screen.getByText('Mar 4, 2026')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /specialist/ })).toBeNull();
  });

  it("lists the client's lifestyle recommendations with the results", () => {
    const client = withResult(clientFixture(), '2026-03-04');
    client.relationships.lifestyleRecommendations = [
      {
        id: 'r-2',
        type: 'recommendations',
        attributes: {
          title: 'Keep cool',
          body: 'Avoid hot tubs.',
          category: 'lifestyle',
          sort_order: 2,
          link_url: null,
        },
      },
      {
        id: 'r-1',
        type: 'recommendations',
        attributes: {
          title: 'Sleep well',
          body: 'Seven hours.',
          category: 'lifestyle',
          sort_order: 1,
          link_url: null,
        },
      },
    ];
    useSession.getState().login('token', userFixture({ client }));
    renderPage(<AnalysisPage />, '/analysis');

    const titles = [...screen.getByTestId('lifestyle-recommendations').querySelectorAll('h3')].map(
      (h) => h.textContent,
    );
    expect(titles).toEqual(['Sleep well', 'Keep cool']);
  });

  it("draws each measured value against its normal range, and shows the lab's notes", async () => {
    mockApi([
      {
        method: 'GET',
        path: '/api/restify/result-documents/result-1',
        body: {
          data: {
            id: 'result-1',
            type: 'result-documents',
            attributes: {
              item_id: 'item-1',
              ready_at: '2026-03-04T10:00:00Z',
              is_azoospermic: false,
              total_count: 52,
              total_motile_sperm: 12,
              total_motility: 55,
              concentration: 21,
              actual_ejaculate_concentration: null,
              volume: 2.5,
              normal: 6,
              dna_fragmentation: 41,
              post_thaw_motility: null,
              lab_notes: 'Sample received in good condition.',
            },
            relationships: { item: null },
          },
        },
      },
    ]);
    useSession.getState().login('token', userFixture({ client: withResult(clientFixture(), '2026-03-04') }));
    renderPage(<AnalysisPage />, '/analysis');

    const totalCount = await screen.findByRole('img', {
      name: /^Total count: 52 million, normal\. Normal: 39 million or more\.$/,
    });
    expect(totalCount).toBeTruthy();
    expect(screen.getByRole('img', { name: /12 million, below normal/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /41%, above normal\. Normal: 30% or less/ })).toBeTruthy();
    expect(screen.getByTestId('lab-notes').textContent).toContain('Sample received in good condition.');
    expect(screen.getByRole('navigation', { name: 'In your report' })).toBeTruthy();
  });

  it('without an analysis, the sections explain what one measures rather than stand for a report', () => {
    useSession.getState().login('token', userFixture({ client: clientFixture() }));
    renderPage(<AnalysisPage />, '/analysis');
    expect(screen.getByRole('navigation', { name: 'What a semen analysis measures' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'In your report' })).toBeNull();
  });

  it('opens the analysis named by ?id, ranks a high value and reads post-thaw motility as withdrawn', async () => {
    const api = mockApi([
      {
        method: 'GET',
        path: '/api/restify/result-documents/result-2',
        body: {
          data: {
            id: 'result-2',
            type: 'result-documents',
            attributes: {
              item_id: 'item-2',
              ready_at: '2026-03-04T10:00:00Z',
              is_azoospermic: false,
              total_count: 400,
              total_motile_sperm: 200,
              total_motility: 70,
              concentration: 220,
              actual_ejaculate_concentration: null,
              volume: 2,
              normal: 6,
              dna_fragmentation: 20,
              post_thaw_motility: 30,
              lab_notes: null,
            },
            relationships: {
              item: {
                id: 'item-2',
                type: 'items',
                attributes: {
                  storage_status: { status: 'Withdrawn' },
                  considering_freezing: null,
                  has_cryogenic_addons: true,
                },
              },
            },
          },
        },
      },
    ]);
    useSession.getState().login('token', userFixture({ client: withResult(clientFixture(), '2026-03-04') }));
    renderPage(<AnalysisPage />, '/analysis?id=result-2');

    expect((await screen.findByTestId('percentile-concentration')).textContent).toBe('Top 5% of men');
    expect(screen.getByTestId('percentile-total_motility').textContent).toBe('Top 25% of men');
    expect(screen.queryByTestId('percentile-volume')).toBeNull();
    expect(await screen.findByRole('img', { name: /^Cryogenic storage: 30%, withdrawn\./ })).toBeTruthy();
    expect(screen.getByTestId('storage-purchase-state').textContent).toContain(
      'Your storage plan holds your sample.',
    );
    // The kit came with the result: nothing waited for the result to ask for it.
    expect(api.calls.map((call) => call.url.pathname)).not.toContain('/api/restify/items/item-2');
  });

  describe('the result and what it says', () => {
    const attributes: ResultDocument['attributes'] = {
      item_id: 'item-1',
      ready_at: '2026-03-04T10:00:00Z',
      is_azoospermic: false,
      total_count: 52,
      total_motile_sperm: 22,
      total_motility: 55.456,
      concentration: 21,
      actual_ejaculate_concentration: 19.5,
      volume: 2.5,
      normal: 6,
      dna_fragmentation: 20,
      post_thaw_motility: null,
      lab_notes: null,
    };
    const resultRoute = (overrides: Partial<typeof attributes> = {}, status = 200) => ({
      method: 'GET',
      path: '/api/restify/result-documents/result-1',
      status,
      body:
        status === 200
          ? {
              data: {
                id: 'result-1',
                type: 'result-documents',
                attributes: { ...attributes, ...overrides },
                relationships: { item: null },
              },
            }
          : { message: 'A server error occurred during request execution' },
    });
    const signIn = (isAzoospermic = false) =>
      useSession
        .getState()
        .login('token', userFixture({ client: withResult(clientFixture(), '2026-03-04', isAzoospermic) }));

    it('says a result that failed to load could not be loaded, and "Try again" reads it again', async () => {
      const api = mockApi([resultRoute({}, 500), resultRoute()]);
      signIn();
      renderPage(<AnalysisPage />, '/analysis');

      const alert = await screen.findByTestId('result-load-error');
      expect(alert.textContent).toContain('Your results could not be loaded');
      expect(screen.queryByRole('heading', { name: 'Results ready' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

      expect(await screen.findByRole('img', { name: /^Total count: 52 million, normal\./ })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Results ready' })).toBeTruthy();
      expect(screen.queryByTestId('result-load-error')).toBeNull();
      expect(api.callsTo('GET', '/api/restify/result-documents/result-1')).toHaveLength(2);
    });

    it('says an analysis of another account is not found, without offering to try again', async () => {
      mockApi([
        {
          method: 'GET',
          path: '/api/restify/result-documents/other',
          status: 404,
          body: { message: 'Not found.' },
        },
      ]);
      signIn();
      renderPage(<AnalysisPage />, '/analysis?id=other');

      expect((await screen.findByRole('alert')).textContent).toContain('could not be found in your account');
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    });

    it('writes percentages with up to two decimals, a missing value as "- -", and the ejaculate concentration', async () => {
      mockApi([resultRoute({ volume: null })]);
      signIn();
      renderPage(<AnalysisPage />, '/analysis');

      expect((await screen.findByTestId('value-total_motility')).textContent).toBe('55.46%');
      expect(screen.getByTestId('value-volume').textContent).toBe('- -');
      expect(screen.getByTestId('ejaculate-concentration').textContent).toBe(
        `Actual ejaculate concentration: ${valueWithUnit(19.5, PARAMETER_REFERENCES.concentration.unit, 'en')}`,
      );
    });

    it('says post-thaw motility was not measured rather than "- -", and that the lab added no notes', async () => {
      mockApi([resultRoute({ post_thaw_motility: null, lab_notes: null })]);
      signIn();
      renderPage(<AnalysisPage />, '/analysis');

      const storage = await screen.findByTestId('post-thaw-not-measured');
      expect(storage.textContent).toBe(
        'Post-thaw motility: not measured for this analysis. Normal: 42% or more.',
      );
      const section = document.getElementById('cryogenic-storage');
      expect(section?.textContent).not.toContain('- -');
      expect(screen.queryByTestId('value-post_thaw_motility')).toBeNull();
      expect(document.getElementById('lab-recommendations')?.textContent).toContain(
        'The lab added no notes to this result.',
      );
    });

    it('marks only the measures of sperm of an azoospermic result, reads its volume, and offers no freezing', async () => {
      mockApi([
        resultRoute({
          is_azoospermic: true,
          total_count: 0,
          total_motile_sperm: 0,
          total_motility: 0,
          concentration: 0,
          actual_ejaculate_concentration: 0,
          normal: 0,
          dna_fragmentation: null,
          volume: 2.1,
        }),
      ]);
      signIn(true);
      renderPage(<AnalysisPage />, '/analysis');

      expect(await screen.findByRole('img', { name: /^Volume: 2\.1 mL, normal\./ })).toBeTruthy();
      expect(screen.getByRole('img', { name: /^Total count: no sperm found\./ })).toBeTruthy();
      expect(screen.getByRole('img', { name: /^Concentration: no sperm found\./ })).toBeTruthy();
      // No sperm is "None found", never "0 million/mL", in the report and in its summary.
      expect(screen.getByTestId('value-concentration').textContent).toBe('None found');
      expect(screen.getByTestId('value-volume').textContent).toBe('2.1 mL');
      expect(screen.getByTestId('ejaculate-concentration').textContent).toBe(
        'Actual ejaculate concentration: None found',
      );
      const glance = within(screen.getByRole('list', { name: 'Your measures' }));
      expect(glance.getAllByText('None found').length).toBeGreaterThan(0);
      expect(document.body.textContent).not.toMatch(/\b0 million/);
      expect(screen.getByTestId('azoospermia-note').textContent).toContain('No sperm were found');
      expect(screen.getByTestId('azoospermia-summary').textContent).toContain(
        'No sperm were found in this sample (azoospermia).',
      );
      const storage = screen.getByTestId('storage-purchase-state');
      expect(storage.textContent).toContain('Freezing needs sperm in the sample');
      expect(storage.querySelector('a')).toBeNull();
    });

    it('shows who opened each SMART Health Link, as the clinic named itself, and in who has seen the results', async () => {
      const link = {
        id: 'link-1',
        result_document_id: 'result-1',
        item_id: 'item-1',
        label: 'Semen analysis results',
        status: 'active',
        has_passcode: false,
        expires_at: '2026-12-30T12:00:00.000Z',
        created_at: '2026-12-01T12:00:00.000Z',
        revoked_at: null,
        last_opened_at: '2026-12-04T20:12:00.000Z',
      };
      mockApi([
        resultRoute(),
        {
          method: 'GET',
          path: '/api/restify/health-links',
          body: {
            data: [
              {
                ...link,
                open_count: 7,
                openings: [
                  { recipient: "Dr. Lee's clinic", opened_at: '2026-12-04T20:12:00.000Z' },
                  { recipient: null, opened_at: '2026-12-02T09:30:00.000Z' },
                ],
              },
              { ...link, id: 'link-2', open_count: 0, last_opened_at: null, openings: [] },
            ],
          },
        },
        {
          method: 'GET',
          path: '/api/restify/result-views',
          body: {
            data: [
              {
                id: 'view-2',
                item_id: 'item-1',
                item_title: 'Semen analysis',
                viewer: 'shared_link',
                viewer_name: null,
                recipient: "Dr. Lee's clinic",
                channel: 'health_link',
                viewed_at: '2026-12-04T20:12:00.000Z',
              },
              {
                id: 'view-staff',
                item_id: 'item-1',
                item_title: 'Semen analysis',
                viewer: 'staff',
                viewer_name: null,
                viewer_staff_role: 'support',
                recipient: null,
                channel: 'staff',
                viewed_at: '2026-12-04T15:00:00.000Z',
              },
              {
                id: 'view-owner',
                item_id: 'item-1',
                item_title: 'Semen analysis',
                viewer: 'owner',
                viewer_name: null,
                recipient: null,
                channel: 'portal',
                viewed_at: '2026-12-03T09:00:00.000Z',
              },
              {
                id: 'view-1',
                item_id: 'item-1',
                item_title: 'Semen analysis',
                viewer: 'partner',
                viewer_name: 'Jamie Rivers',
                recipient: null,
                channel: 'portal',
                viewed_at: '2026-12-03T08:00:00.000Z',
              },
            ],
            meta: { current_page: 1, last_page: 1, per_page: 20, total: 4 },
          },
        },
      ]);
      signIn();
      renderPage(<AnalysisPage />, '/analysis');

      const links = await screen.findByRole('list', { name: 'Your SMART Health Links' });
      const openings = within(links).getByRole('list', { name: 'Who opened it lately' });
      expect(
        within(openings)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        `Opened by Dr. Lee's clinic, ${formatDateTime('2026-12-04T20:12:00.000Z')}`,
        `Opened ${formatDateTime('2026-12-02T09:30:00.000Z')}`,
      ]);
      expect(
        within(links)
          .getAllByTestId('health-link-opens')
          .map((item) => item.textContent),
      ).toEqual(['Opened 7 times', 'Not opened yet']);
      expect(
        [...screen.getByTestId('result-views').querySelectorAll('li')].map((item) => item.textContent),
      ).toEqual([
        `Opened by Dr. Lee's clinic through a SMART Health Link, ${formatDateTime('2026-12-04T20:12:00.000Z')}`,
        // A staff member's read names their role and the day alone.
        'Fathom staff (support), Dec 4, 2026',
        `You, last on ${formatDateTime('2026-12-03T09:00:00.000Z')}`,
        `Jamie Rivers in the portal, ${formatDateTime('2026-12-03T08:00:00.000Z')}`,
      ]);
    });

    it("tells a stored sample's destruction date instead of offering plans as if nothing were stored", async () => {
      mockApi([
        resultRoute(),
        {
          method: 'GET',
          path: '/api/account-summary',
          body: {
            data: {
              needs_attention: [],
              storage: { state: 'destruction_scheduled', destruction_date: '2027-01-09', vial_count: 4 },
              sti_panels: [],
            },
          },
        },
      ]);
      signIn();
      renderPage(<AnalysisPage />, '/analysis');

      await waitFor(() =>
        expect(screen.getByTestId('storage-purchase-state').textContent).toContain(
          'Your 4 vials will be destroyed on Jan 9, 2027 unless you choose a storage plan.',
        ),
      );
      expect(
        within(screen.getByTestId('storage-purchase-state')).getByRole('link').getAttribute('href'),
      ).toBe('/buy-cryogenic');
    });
  });

  it('lists the STI panels with their results, a positive one said plainly with the next step', async () => {
    mockApi([
      {
        method: 'GET',
        path: '/api/restify/sti-results',
        body: {
          data: [
            {
              item_id: 'sti-1',
              product_key: 'sti',
              title: 'STI Test Kit',
              visibility: 'visible',
              overall: 'Some_Positive',
              entered_at: '2026-11-21T12:00:00.000Z',
              results: [
                { test_key: 'hiv', outcome: 'negative', value: 'Not detected' },
                { test_key: 'chlamydiaGenital', outcome: 'positive', value: 'Detected' },
              ],
              care_message: 'Your clinician will call you to arrange the prescription.',
            },
          ],
        },
      },
    ]);
    useSession.getState().login('token', userFixture());
    const { container } = renderPage(<AnalysisPage />, '/analysis');

    const panel = await screen.findByTestId('sti-panel-sti-1');
    expect(within(panel).getByLabelText('From your clinician').textContent).toBe(
      'From your clinicianYour clinician will call you to arrange the prescription.',
    );
    expect(within(panel).getByTestId('sti-panel-status').textContent).toBe(
      'One or more tests are positive. Our care team will contact you about treatment.',
    );
    expect(panel.textContent).toContain('Positive: Chlamydia.');
    expect(panel.textContent).toContain('Next step: our care team contacts you');
    expect([...panel.querySelectorAll('ul li')].map((item) => item.textContent)).toEqual([
      'Chlamydia: Positive Detected',
      'HIV: Negative Not detected',
    ]);
    expect(within(panel).getByRole('link', { name: 'Read each result explained' }).getAttribute('href')).toBe(
      '/onboarding/sti/sti-1',
    );
    const stiSection = container.querySelector('#sti-results');
    const status = screen.getByRole('heading', { name: 'No semen analysis yet' });
    // Without a semen analysis the STI results come first.
    expect(stiSection?.compareDocumentPosition(status)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.queryByText(/Order your first analysis/)).toBeNull();

    // The panel named by its product's key in the page's language.
    const heading = () => within(screen.getByTestId('sti-panel-sti-1')).getByRole('heading', { level: 3 });
    expect(heading().textContent).toMatch(/^STI Test Kit/);
    try {
      await act(() => activateLanguage('es'));
      expect(heading().textContent).toMatch(/^Kit de pruebas de ETS/);
    } finally {
      await act(() => activateLanguage('en'));
    }
  });
});
