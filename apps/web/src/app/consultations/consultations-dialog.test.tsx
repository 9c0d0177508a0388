import type { ClientResource } from '@fathom/contract/user';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session-store';
import { mockApi } from '../../test/mock-api';
import { renderPage } from '../../test/render-page';
import { clientFixture, userFixture } from '../../test/user-fixture';
import ConsultationsDialog from './consultations-dialog';
import { openConsultationsDialog, useConsultationsDialog } from './consultations-dialog-store';

const DAY_MS = 86_400_000;
const ANALYSIS_ITEM = { id: 'item-1', attributes: { is_analysis: true } };

function withReadyResult(client: ClientResource, daysAgo: number): ClientResource {
  return {
    ...client,
    relationships: {
      ...client.relationships,
      latest_ready_result: {
        id: 'result-1',
        type: 'result-documents',
        attributes: { ready_at: new Date(Date.now() - daysAgo * DAY_MS).toISOString() },
      },
    } as ClientResource['relationships'],
  };
}

function openWith(client: ClientResource, items: unknown[]) {
  const api = mockApi([
    { method: 'GET', path: '/api/restify/profile', body: { data: userFixture({ client }) } },
    { method: 'GET', path: '/api/restify/items', body: { data: items } },
    {
      method: 'GET',
      path: '/api/checkouts',
      body: {
        data: [{ uuid: 'consultation-uuid', key: 'fertility_consultation', title: 'Fertility Consultation' }],
      },
    },
  ]);
  openConsultationsDialog();
  renderPage(<ConsultationsDialog />, '/home');
  return api;
}

beforeEach(() => useSession.getState().login('token', userFixture()));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

describe('consultations dialog', () => {
  it('asks a customer with only STI or supplement items to order a semen analysis, and "Maybe later" closes', async () => {
    openWith(clientFixture(), [{ id: 'sti-1', attributes: { is_sti: true } }]);
    const later = await screen.findByRole('button', { name: 'Maybe later' });
    await userEvent.click(later);
    await vi.waitFor(() => expect(useConsultationsDialog.getState().requested).toBe(false));
  });

  it('titles stale results "Get up-to-date results before speaking to a specialist"', async () => {
    openWith(withReadyResult(clientFixture({ has_results_ready: true }), 91), [ANALYSIS_ITEM]);
    expect(
      await screen.findByRole('heading', { name: 'Get up-to-date results before speaking to a specialist' }),
    ).toBeTruthy();
  });

  it('offers "Book now for $49" into the checkout with the consultation of the catalogue', async () => {
    openWith(
      withReadyResult(
        clientFixture({
          has_results_ready: true,
          latest_analysis: {
            id: 'a-1',
            created_at: '2022-07-07T09:00:00Z',
            registered: true,
            held_at_lab: true,
          },
        }),
        10,
      ),
      [ANALYSIS_ITEM],
    );
    const book = await screen.findByRole('link', { name: 'Book now for $49' });
    expect(book.getAttribute('href')).toBe('/checkouts?items=consultation-uuid');
  });

  it('offers "Schedule my consultation" to a customer with an active consultation', async () => {
    openWith(
      withReadyResult(
        clientFixture({
          has_results_ready: true,
          has_active_fertility_consultation: true,
          latest_analysis: {
            id: 'a-1',
            created_at: '2024-01-01T09:00:00Z',
            registered: true,
            held_at_lab: true,
          },
        }),
        10,
      ),
      [ANALYSIS_ITEM],
    );
    expect(await screen.findByRole('button', { name: 'Schedule my consultation' })).toBeTruthy();
  });

  it('tells a customer without results to come back once they arrive, with a Close button', async () => {
    openWith(clientFixture({ has_results_ready: false }), [ANALYSIS_ITEM]);
    expect(await screen.findByText(/come back once you have received your results/)).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(useConsultationsDialog.getState().requested).toBe(false));
  });

  it('offers a customer without a semen analysis kit the $49 consultation beside the analysis (D-11)', async () => {
    openWith(clientFixture({ has_results_ready: false }), [{ id: 'sti-1', attributes: { is_sti: true } }]);
    const book = await screen.findByRole('link', { name: 'Book now for $49' });
    expect(book.getAttribute('href')).toBe('/checkouts?items=consultation-uuid');
    expect(screen.getByRole('link', { name: 'Order a semen analysis' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Maybe later' })).toBeTruthy();
    expect(screen.getByText(/A fertility consultation is \$49/)).toBeTruthy();
  });

  it('offers no paid consultation to a customer whose analysis kit is under way', async () => {
    openWith(clientFixture({ has_results_ready: false }), [ANALYSIS_ITEM]);
    await screen.findByRole('button', { name: 'Close' });
    expect(screen.queryByRole('link', { name: 'Book now for $49' })).toBeNull();
  });
});
