import { recipientMessages } from '@fathom/domain/health-link-recipient';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installHttpErrorEffects } from '../../../app/http-error-effects';
import { useSession } from '../../../lib/session-store';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { userFixture } from '../../../test/user-fixture';
import HealthLinkPage from './health-link-page';

const MANIFEST_PATH = '/api/shl/mT2f0vN3cQ8yZ1aB4dE7gH0jK3lM6nP9qR2sT5uV8wX';

/** The portal's own viewer reads the link from the address's fragment, as a clinic opens it. */
function openLinkInTheAddress() {
  const payload = {
    url: `${window.location.origin}${MANIFEST_PATH}`,
    key: 'A'.repeat(43),
    label: 'Semen analysis results',
    v: 1,
  };
  window.location.hash = `#shlink:/${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

const openTheRecord = (name: string) => {
  fireEvent.change(screen.getByLabelText('Your name or clinic'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Open the record' }));
};

describe('a SMART Health Link opened in the portal', () => {
  beforeEach(openLinkInTheAddress);
  afterEach(() => {
    window.location.hash = '';
  });

  it('refuses a name the owner would not read as given, and asks the server nothing', async () => {
    const api = mockApi([]);
    renderPage(<HealthLinkPage />, '/shl');

    openTheRecord('Dr Lee\u202ekcilc');
    expect(await screen.findByText(recipientMessages.en.hidden)).toBeTruthy();
    openTheRecord('   ');
    expect(await screen.findByText(recipientMessages.en.missing)).toBeTruthy();
    expect(screen.getByLabelText('Your name or clinic').getAttribute('maxlength')).toBe('120');
    expect(api.callsTo('POST', MANIFEST_PATH)).toHaveLength(0);
  });

  it("sends the name, trimmed, as the manifest request's recipient, and shows the server's refusal of it at the field", async () => {
    const api = mockApi([
      {
        method: 'POST',
        path: MANIFEST_PATH,
        status: 422,
        body: {
          message: recipientMessages.en.tooLong,
          errors: { recipient: [recipientMessages.en.tooLong] },
        },
      },
    ]);
    renderPage(<HealthLinkPage />, '/shl');

    openTheRecord("  Dr. Lee's clinic ");
    expect(await screen.findByText(recipientMessages.en.tooLong)).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST', MANIFEST_PATH)).toHaveLength(1));
    expect(api.callsTo('POST', MANIFEST_PATH)[0]?.body).toEqual({ recipient: "Dr. Lee's clinic" });
    expect(screen.queryByText(/This link does not work/)).toBeNull();
  });

  it("shows a wrong passcode's message with the tries left, stays on the page and leaves a signed-in session alone", async () => {
    const wrongPasscode = 'The passcode is not right. 2 tries are left.';
    const api = mockApi([
      {
        method: 'POST',
        path: MANIFEST_PATH,
        status: 401,
        body: { message: wrongPasscode, remainingAttempts: 2 },
      },
    ]);
    useSession.getState().login('customer-token', userFixture());
    const uninstallEffects = installHttpErrorEffects();
    try {
      const view = renderPage(<HealthLinkPage />, '/shl');
      openTheRecord('Austin Fertility Clinic');

      expect((await screen.findByRole('alert')).textContent).toBe(wrongPasscode);
      expect(window.location.pathname).not.toBe('/login');
      expect(view.location()).toBe('/shl');
      expect(useSession.getState().isLoggedIn).toBe(true);
      expect(useSession.getState().token).toBe('customer-token');
      expect(api.callsTo('POST', MANIFEST_PATH)[0]?.headers.has('Authorization')).toBe(false);
      expect(screen.queryByText(/session expired/i)).toBeNull();
    } finally {
      uninstallEffects();
      useSession.getState().logout();
    }
  });
});
