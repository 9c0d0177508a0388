import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installHttpErrorEffects } from '../../../app/http-error-effects';
import { clearNotifications } from '../../../components/toast/notify';
import { useSession } from '../../../lib/session-store';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { clientFixture, userFixture } from '../../../test/user-fixture';
import ProfilePage from './profile-page';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const hostileSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><script>window.hacked = true</script><rect width="4" height="4"/></svg>';
const setupAnswer = {
  data: { secret, otpauth_url: `otpauth://totp/Fathom:sam?secret=${secret}`, qr_svg: hostileSvg },
};

/** The error message a field points at with aria-describedby. */
function errorOf(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}

function withTwoFactor(configuredAt: string | null) {
  const user = userFixture({ client: clientFixture({ number: 'FA-100245' }) });
  user.attributes.google2fa_configured_at = configuredAt;
  return user;
}

describe('account information', { timeout: 20_000 }, () => {
  let uninstallEffects: () => void;

  beforeEach(() => {
    useSession.getState().logout();
    clearNotifications();
    uninstallEffects = installHttpErrorEffects();
  });

  afterEach(() => uninstallEffects());

  it('shows the display name, email and client number', () => {
    mockApi([]);
    useSession.getState().login('token', withTwoFactor(null));
    renderPage(<ProfilePage />, '/profile');

    const summary = within(screen.getByRole('region', { name: 'Your account' }));
    expect(summary.getByText('Sam Rivers')).toBeTruthy();
    expect(summary.getByText('sam@example.com')).toBeTruthy();
    expect(summary.getByText('FA-100245')).toBeTruthy();
  });

  it('turns on two-factor authentication with the setup secret and a code, shows the recovery codes once, then reloads the profile', async () => {
    const enabled = withTwoFactor('2026-11-22T10:00:00.000Z');
    const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);
    const api = mockApi([
      { method: 'GET', path: '/api/restify/users/two-factor-setup', body: setupAnswer },
      {
        method: 'POST',
        path: '/api/restify/users/actions',
        body: { data: enabled, meta: { recovery_codes: recoveryCodes } },
      },
      { method: 'GET', path: '/api/restify/profile', body: { data: enabled } },
      { method: 'GET', path: '/api/restify/users/recovery-codes', body: { data: { remaining: 10 } } },
    ]);
    useSession.getState().login('token', withTwoFactor(null));
    const { container } = renderPage(<ProfilePage />, '/profile');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));

    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(hostileSvg)}`);
    expect(container.querySelector('svg script')).toBeNull();
    expect(screen.getByText(secret)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the setup key' })).toBeTruthy();

    await user.type(screen.getByLabelText('6-digit code from your authenticator app'), '123456');
    await user.type(screen.getByLabelText('Your password'), 'Fathom-demo-1');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));

    const shown = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(api.callsTo('GET', '/api/restify/profile')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));

    await waitFor(() => expect(api.callsTo('GET', '/api/restify/profile')).toHaveLength(1));
    const enableCall = api.callsTo('POST', '/api/restify/users/actions')[0];
    expect(enableCall?.url.searchParams.get('action')).toBe('enable-two-factor-auth');
    expect(enableCall?.body).toEqual({ secret, one_time_password: '123456', password: 'Fathom-demo-1' });
    expect(api.callsTo('GET', '/api/restify/profile')[0]?.url.searchParams.get('related')).toBe(
      'client.latestReadyResult',
    );
    expect(await screen.findByRole('button', { name: 'Turn off two-factor authentication' })).toBeTruthy();
    expect(useSession.getState().user?.attributes.google2fa_configured_at).toBe('2026-11-22T10:00:00.000Z');
    expect(await screen.findByText(/10 of your recovery codes are unused/)).toBeTruthy();
  });

  it('keeps the setup open and shows the message when the code is wrong', async () => {
    const invalid = 'The one time password is invalid.';
    const api = mockApi([
      { method: 'GET', path: '/api/restify/users/two-factor-setup', body: setupAnswer },
      {
        method: 'POST',
        path: '/api/restify/users/actions',
        status: 422,
        body: { message: invalid, errors: { one_time_password: [invalid] } },
      },
    ]);
    useSession.getState().login('token', withTwoFactor(null));
    renderPage(<ProfilePage />, '/profile');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    await user.type(await screen.findByLabelText('6-digit code from your authenticator app'), '000000');
    await user.type(screen.getByLabelText('Your password'), 'Fathom-demo-1');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));

    expect((await screen.findAllByText(invalid)).length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: /QR code/ })).toBeTruthy();
    expect(api.callsTo('GET', '/api/restify/profile')).toHaveLength(0);
    expect(useSession.getState().user?.attributes.google2fa_configured_at).toBeNull();
  });

  it('asks for the password before sending anything to turn two-factor authentication on', async () => {
    const api = mockApi([{ method: 'GET', path: '/api/restify/users/two-factor-setup', body: setupAnswer }]);
    useSession.getState().login('token', withTwoFactor(null));
    renderPage(<ProfilePage />, '/profile');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    await user.type(await screen.findByLabelText('6-digit code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));

    const password = screen.getByLabelText('Your password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(password)).toBe('The password field is required');
    expect(document.activeElement).toBe(password);
    expect(api.callsTo('POST', '/api/restify/users/actions')).toHaveLength(0);
  });

  it('shows a wrong password on the password field and keeps two-factor off', async () => {
    const wrong = 'That password is not correct.';
    const api = mockApi([
      { method: 'GET', path: '/api/restify/users/two-factor-setup', body: setupAnswer },
      {
        method: 'POST',
        path: '/api/restify/users/actions',
        status: 422,
        body: { message: wrong, errors: { password: [wrong] } },
      },
    ]);
    useSession.getState().login('token', withTwoFactor(null));
    renderPage(<ProfilePage />, '/profile');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    await user.type(await screen.findByLabelText('6-digit code from your authenticator app'), '123456');
    await user.type(screen.getByLabelText('Your password'), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));

    const password = screen.getByLabelText('Your password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(password)).toBe(wrong);
    expect(
      screen.getByLabelText('6-digit code from your authenticator app').getAttribute('aria-invalid'),
    ).toBeNull();
    expect(document.activeElement).toBe(password);
    expect(api.callsTo('GET', '/api/restify/profile')).toHaveLength(0);
    expect(useSession.getState().user?.attributes.google2fa_configured_at).toBeNull();
  });

  it('turns two-factor authentication off with a code, then reloads the profile', async () => {
    const disabled = withTwoFactor(null);
    const api = mockApi([
      { method: 'POST', path: '/api/restify/users/actions', body: { data: disabled } },
      { method: 'GET', path: '/api/restify/profile', body: { data: disabled } },
    ]);
    useSession.getState().login('token', withTwoFactor('2026-01-05T10:00:00.000Z'));
    renderPage(<ProfilePage />, '/profile');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('6-digit code from your authenticator app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));

    expect(await screen.findByRole('button', { name: 'Set up two-factor authentication' })).toBeTruthy();
    const disableCall = api.callsTo('POST', '/api/restify/users/actions')[0];
    expect(disableCall?.url.searchParams.get('action')).toBe('disable-two-factor-auth');
    expect(disableCall?.body).toEqual({ one_time_password: '654321' });
    expect(api.callsTo('GET', '/api/restify/profile')).toHaveLength(1);
  });

  it('shows an authorized user a read-only view', () => {
    mockApi([]);
    useSession.getState().login('token', userFixture({ authorized: true, client: null }));
    renderPage(<ProfilePage />, '/profile');

    expect(screen.getByRole('heading', { level: 1, name: 'Account information' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
