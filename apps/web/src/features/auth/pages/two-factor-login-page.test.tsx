import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installHttpErrorEffects } from '../../../app/http-error-effects';
import { clearNotifications } from '../../../components/toast/notify';
import { useSession } from '../../../lib/session-store';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { userFixture } from '../../../test/user-fixture';
import { forgetPendingTwoFactor, rememberPendingTwoFactor, usePendingTwoFactor } from '../pending-two-factor';
import TwoFactorLoginPage from './two-factor-login-page';

const invalid = 'The one time password is invalid.';

async function enterCode(code: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText('One-time code');
  expect(input.getAttribute('autocomplete')).toBe('one-time-code');
  await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
}

describe('two-factor login page', { timeout: 20_000 }, () => {
  let uninstallEffects: () => void;

  beforeEach(() => {
    useSession.getState().logout();
    forgetPendingTwoFactor();
    clearNotifications();
    uninstallEffects = installHttpErrorEffects();
  });

  afterEach(() => uninstallEffects());

  it('sends the code with the pending token, then signs in with the new token, loads the profile and goes home', async () => {
    const user = userFixture();
    const api = mockApi([
      { method: 'POST', path: '/api/login-2fa', body: { data: { token: 'full-token', user } } },
      { method: 'GET', path: '/api/restify/profile', body: { data: user } },
    ]);
    rememberPendingTwoFactor('pending-token', 'alex@example.com');
    const page = renderPage(<TwoFactorLoginPage />, '/2fa-login');

    await enterCode('123456');

    await waitFor(() => expect(page.location()).toBe('/home'));
    const otpCall = api.callsTo('POST', '/api/login-2fa')[0];
    expect(otpCall?.body).toEqual({ one_time_password: '123456' });
    expect(otpCall?.headers.get('Authorization')).toBe('Bearer pending-token');
    expect(api.callsTo('GET', '/api/restify/profile')[0]?.headers.get('Authorization')).toBe(
      'Bearer full-token',
    );
    expect(useSession.getState()).toMatchObject({ isLoggedIn: true, token: 'full-token' });
    expect(usePendingTwoFactor.getState().token).toBeNull();
  });

  it('shows the message for a wrong code and stays on /2fa-login', async () => {
    mockApi([
      {
        method: 'POST',
        path: '/api/login-2fa',
        status: 422,
        body: { message: invalid, errors: { one_time_password: [invalid] } },
      },
    ]);
    rememberPendingTwoFactor('pending-token', 'alex@example.com');
    const page = renderPage(<TwoFactorLoginPage />, '/2fa-login');

    await enterCode('000000');

    expect(await screen.findByText(invalid)).toBeTruthy();
    expect(page.location()).toBe('/2fa-login');
    expect(useSession.getState().isLoggedIn).toBe(false);
  });

  it('asks for exactly 6 digits before calling the server', async () => {
    const api = mockApi([]);
    renderPage(<TwoFactorLoginPage />, '/2fa-login');

    await enterCode('12a');

    expect(screen.getByText('The code field must be numeric and exactly contain 6 digits')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('signs in with a recovery code instead, and says beside the field when it was refused', async () => {
    const refused = 'That recovery code is not valid or has been used.';
    const user = userFixture();
    const api = mockApi([
      {
        method: 'POST',
        path: '/api/login-2fa',
        status: 422,
        body: { message: refused, errors: { recovery_code: [refused] } },
      },
    ]);
    rememberPendingTwoFactor('pending-token', 'alex@example.com');
    const page = renderPage(<TwoFactorLoginPage />, '/2fa-login');
    const typist = userEvent.setup();

    await typist.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText('Recovery code');
    await waitFor(() => expect(document.activeElement).toBe(field));
    await typist.type(field, 'abcde-fghij');
    await typist.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    await waitFor(() =>
      expect(document.getElementById('two-factor-recovery-code-error')?.textContent).toContain(refused),
    );
    expect(api.callsTo('POST', '/api/login-2fa')[0]?.body).toEqual({ recovery_code: 'abcde-fghij' });
    expect(page.location()).toBe('/2fa-login');

    mockApi([
      { method: 'POST', path: '/api/login-2fa', body: { data: { token: 'full-token', user } } },
      { method: 'GET', path: '/api/restify/profile', body: { data: user } },
    ]);
    await typist.type(screen.getByLabelText('Recovery code'), 'klmno-pqrst');
    await typist.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(page.location()).toBe('/home'));
  });
});
