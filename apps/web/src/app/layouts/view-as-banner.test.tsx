import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http/api-error';
import { reportApiError } from '../../lib/http/api-error-events';
import { useSession } from '../../lib/session-store';
import { enterViewAs } from '../../lib/view-as';
import { mockApi } from '../../test/mock-api';
import { userFixture } from '../../test/user-fixture';
import ViewAsBanner from './view-as-banner';

const clientId = '3b5d7f90-0000-4000-8000-0000000000aa';
const grant = {
  id: '6f1b2c3d-0000-4000-8000-000000000001',
  client_id: clientId,
  customer_name: 'Sam Whitaker',
  started_at: new Date().toISOString(),
  expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
};

/** The banner of a staff member viewing as Sam, whose own profile and the view's end the API answers. */
function renderBannerOfStaff() {
  const api = mockApi([
    { method: 'GET', path: '/api/restify/profile', body: { data: userFixture() } },
    {
      method: 'POST',
      path: `/api/staff/customers/${clientId}/view-as/end`,
      body: { data: { ended: true } },
    },
  ]);
  sessionStorage.setItem('fathom-view-as', grant.id);
  sessionStorage.setItem(
    'fathom-view-as-customer',
    JSON.stringify({ clientId, name: 'Sam Whitaker', expiresAt: grant.expires_at }),
  );
  render(<ViewAsBanner />);
  return api;
}

describe("support's view as a customer, in the portal", () => {
  afterEach(() => {
    sessionStorage.clear();
    useSession.getState().logout();
  });

  it("opens on the customer's home with the customer as the signed-in person, every request carrying the view", async () => {
    const customer = userFixture();
    const api = mockApi([{ method: 'GET', path: '/api/restify/profile', body: { data: customer } }]);
    await enterViewAs(grant);
    expect(window.location.pathname).toBe('/home');
    expect(useSession.getState().user).toEqual(customer);
    expect(api.calls[0]?.headers.get('X-View-As')).toBe(grant.id);
  });

  it("names the customer, says it is read-only, and ends the view on the server and back on the customer's record", async () => {
    const api = renderBannerOfStaff();
    const banner = screen.getByRole('complementary', { name: 'Viewing as a customer' });
    expect(banner.textContent).toContain('Viewing as Sam Whitaker — read-only');
    await userEvent.click(screen.getByRole('button', { name: 'End' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/staff/customers/${clientId}`));
    expect(api.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      `POST /api/staff/customers/${clientId}/view-as/end`,
      'GET /api/restify/profile',
    ]);
    // The staff member's own profile is read without the view.
    expect(api.calls[1]?.headers.has('X-View-As')).toBe(false);
    expect(sessionStorage.getItem('fathom-view-as')).toBeNull();
  });

  it('ends the view when the server says its grant has ended, and on no other refusal', async () => {
    const api = renderBannerOfStaff();
    const refusal = (code: string, message: string) =>
      new ApiError({
        status: 403,
        message,
        kind: 'bad_request',
        body: { code, message },
        method: 'GET',
        path: '/restify/items',
      });
    reportApiError(refusal('forbidden', 'You are not allowed to perform this action'));
    expect(api.calls).toEqual([]);
    reportApiError(refusal('view_as_ended', 'This view as the customer has ended.'));
    await waitFor(() => expect(window.location.pathname).toBe(`/staff/customers/${clientId}`));
    expect(api.calls[0]?.url.pathname).toBe(`/api/staff/customers/${clientId}/view-as/end`);
  });
});
