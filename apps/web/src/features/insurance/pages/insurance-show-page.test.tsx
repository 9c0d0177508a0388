import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import InsuranceShowPage from './insurance-show-page';

afterEach(() => vi.unstubAllGlobals());

const providers = {
  data: [
    { provider_name: 'Aetna', states: ['CA', 'NY'] },
    { provider_name: 'Cigna', states: ['FL'] },
  ],
};

async function fillForm(memberId: string) {
  const user = userEvent.setup();
  await screen.findByRole('option', { name: 'Aetna' });
  await user.selectOptions(screen.getByLabelText('Insurance provider'), 'Aetna');
  await user.selectOptions(screen.getByLabelText('State'), 'NY');
  await user.type(screen.getByLabelText('Member ID'), memberId);
  await user.type(screen.getByLabelText('First name'), 'Robin');
  await user.type(screen.getByLabelText('Last name'), 'Hale');
  await user.type(screen.getByLabelText('Date of birth'), '1990-04-12');
  await user.click(screen.getByRole('button', { name: 'Check my coverage' }));
}

describe('insurance coverage page', () => {
  it("offers only the chosen provider's states, and a covered plan leads into the checkout with its check", async () => {
    const api = mockApi([
      { method: 'GET', path: '/api/insurance/providers', body: providers },
      {
        method: 'POST',
        path: '/api/insurance/check',
        body: {
          data: {
            application_uuid: 'application-1',
            provider_name: 'Aetna',
            covered: true,
            message: 'Good news: your plan covers your semen analysis. You pay nothing at checkout.',
          },
        },
      },
    ]);
    renderPage(<InsuranceShowPage />, '/insurance/show?items=kit-uuid');
    await screen.findByRole('option', { name: 'Cigna' });
    await userEvent.selectOptions(screen.getByLabelText('Insurance provider'), 'Cigna');
    expect(
      Array.from((screen.getByLabelText('State') as HTMLSelectElement).options).map((option) => option.value),
    ).toEqual(['', 'FL']);
    await fillForm('COVERED-1');
    expect(await screen.findByText('You are covered')).toBeTruthy();
    expect(api.callsTo('POST', '/api/insurance/check')[0]?.body).toEqual({
      provider_name: 'Aetna',
      state: 'NY',
      member_id: 'COVERED-1',
      first_name: 'Robin',
      last_name: 'Hale',
      date_of_birth: '1990-04-12',
    });
    const next = screen.getByRole('link', { name: 'Continue to checkout' });
    expect(next.getAttribute('href')).toBe('/checkouts?insurance=application-1&items=kit-uuid');
  });

  it('names the empty fields and sends nothing', async () => {
    const api = mockApi([{ method: 'GET', path: '/api/insurance/providers', body: providers }]);
    renderPage(<InsuranceShowPage />, '/insurance/show');
    await screen.findByRole('option', { name: 'Aetna' });
    await userEvent.click(screen.getByRole('button', { name: 'Check my coverage' }));
    expect(screen.getAllByText(/field is required/).length).toBe(6);
    expect(document.activeElement?.id).toBe('insurance-provider-name');
    expect(api.callsTo('POST', '/api/insurance/check')).toHaveLength(0);
  });

  it("shows the server's refusal next to the field", async () => {
    const message = 'We do not accept this plan in your state yet.';
    mockApi([
      { method: 'GET', path: '/api/insurance/providers', body: providers },
      {
        method: 'POST',
        path: '/api/insurance/check',
        status: 422,
        body: { message, errors: { provider_name: [message] } },
      },
    ]);
    renderPage(<InsuranceShowPage />, '/insurance/show');
    await fillForm('W123');
    expect((await screen.findAllByText(message)).length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByText('You are covered')).toBeNull();
  });
});

describe('a plan that does not cover the kit', () => {
  it('leads to the checkout with the same items at full price, and to the employer benefits checks', async () => {
    mockApi([
      { method: 'GET', path: '/api/insurance/providers', body: providers },
      {
        method: 'POST',
        path: '/api/insurance/check',
        body: {
          data: {
            application_uuid: 'application-2',
            provider_name: 'Aetna',
            covered: false,
            message: 'Your plan does not cover a semen analysis.',
          },
        },
      },
    ]);
    renderPage(<InsuranceShowPage />, '/insurance/show?items=kit-uuid');
    await fillForm('W123');
    expect(await screen.findByText('Not covered')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue to checkout' })).toBeNull();
    // The full-price checkout carries no insurance check: the cart holds the kit at its price.
    expect(screen.getByRole('link', { name: 'Order and pay' }).getAttribute('href')).toBe(
      '/checkouts?items=kit-uuid',
    );
    expect(screen.getByRole('link', { name: 'Progyny' }).getAttribute('href')).toBe(
      '/insurance/eligibility/progyny',
    );
  });
});
