import type { FailedJobResource } from '@fathom/contract/jobs';
import type { FailedRenewal } from '@fathom/contract/money-console';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { mockApi } from '../../../test/mock-api';
import MoneyPage from './money-page';

const alexsRenewal: FailedRenewal = {
  subscription_id: '4a1f3c2e-0000-4000-8000-000000000001',
  cycle: 2,
  client_id: '4a1f3c2e-0000-4000-8000-000000000002',
  email: 'alex@example.com',
  plan: 'Cryogenic Storage, monthly plan',
  amount: 25,
  attempts: 3,
  last_tried_at: '2026-11-20T15:01:00.000Z',
  next_attempt_at: null,
};

const failedEmail: FailedJobResource = {
  id: '7c0e1d2f-0000-4000-8000-000000000003',
  name: 'send-email',
  data: { to: 'sam@example.com', subject: 'Your results are ready' },
  attempts: 4,
  error: 'The mail server refused the message',
  created_at: '2026-12-01T10:00:00.000Z',
  failed_at: '2026-12-01T10:20:00.000Z',
};

const meta = (total: number, page = 1) => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / 25)),
  per_page: 25,
  total,
});

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <MoneyPage />
    </Router>,
  );
  return location;
}

describe('Money and messages', () => {
  beforeEach(() => window.history.replaceState(null, '', '/staff/money'));
  afterEach(() => vi.unstubAllGlobals());

  it("keeps each list's page and sort in the address under its own names, and asks the server for its own", async () => {
    const api = mockApi([
      { method: 'GET', path: '/api/staff/renewals/failed', body: { data: [alexsRenewal], meta: meta(1) } },
      { method: 'GET', path: '/api/staff/instalments/failed', body: { data: [], meta: meta(0) } },
      { method: 'GET', path: '/api/staff/jobs/failed', body: { data: [failedEmail], meta: meta(26, 2) } },
    ]);
    const location = renderAt('/staff/money?jobs_page=2&jobs_name=send-email');

    const renewals = await screen.findByRole('region', { name: 'Failed renewals' });
    expect(within(renewals).getByRole('row', { name: /alex@example\.com/ }).textContent).toContain(
      'No retry left',
    );
    expect(await screen.findByText('Every instalment due has been collected.')).toBeTruthy();
    expect(await screen.findByText('Email to sam@example.com: Your results are ready')).toBeTruthy();
    expect(api.callsTo('GET', '/api/staff/jobs/failed')[0]?.url.search).toBe('?name=send-email&page=2');
    expect(api.callsTo('GET', '/api/staff/renewals/failed')[0]?.url.search).toBe('');

    fireEvent.click(within(renewals).getByRole('button', { name: 'Attempts' }));
    expect(location.history?.at(-1)).toBe(
      '/staff/money?jobs_page=2&jobs_name=send-email&renewals_sort=attempts',
    );
  });

  it('"Try again" queues the renewal once and reads the list again', async () => {
    const api = mockApi([
      { method: 'GET', path: '/api/staff/renewals/failed', body: { data: [alexsRenewal], meta: meta(1) } },
      { method: 'GET', path: '/api/staff/renewals/failed', body: { data: [], meta: meta(0) } },
      { method: 'GET', path: '/api/staff/instalments/failed', body: { data: [], meta: meta(0) } },
      { method: 'GET', path: '/api/staff/jobs/failed', body: { data: [], meta: meta(0) } },
      {
        method: 'POST',
        path: `/api/staff/renewals/${alexsRenewal.subscription_id}/2/retry`,
        body: { data: { status: 'queued' } },
      },
    ]);
    renderAt('/staff/money');
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Try the Cryogenic Storage, monthly plan renewal of alex@example.com, period 2 again',
      }),
    );
    expect(await screen.findByText('Every storage plan due has renewed.')).toBeTruthy();
    expect(api.callsTo('POST', `/api/staff/renewals/${alexsRenewal.subscription_id}/2/retry`)).toHaveLength(
      1,
    );
    await waitFor(() => expect(api.callsTo('GET', '/api/staff/renewals/failed')).toHaveLength(2));
  });
});
