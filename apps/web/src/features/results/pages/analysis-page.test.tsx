import type { ClientResource } from '@fathom/contract/user';
import { ANALYSIS_SECTIONS } from '@fathom/domain/results';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session-store';
import { clientFixture, userFixture } from '../../../test/user-fixture';
import { mockApi } from '../../test-support/mock-api';
import { renderPage } from '../../test-support/render-page';
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
    expect(screen.getByText('Mar. 04, 2026')).toBeTruthy();
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
    expect(screen.getByText('Mar. 04, 2026')).toBeTruthy();
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
  });

  it('opens the analysis named by ?id, ranks a high value and reads post-thaw motility as withdrawn', async () => {
    mockApi([
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
          },
        },
      },
      {
        method: 'GET',
        path: '/api/restify/items/item-2',
        body: {
          data: {
            id: 'item-2',
            type: 'items',
            attributes: {
              storage_status: { status: 'Withdrawn' },
              considering_freezing: null,
              has_cryogenic_addons: true,
            },
            relationships: {},
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
  });
});
