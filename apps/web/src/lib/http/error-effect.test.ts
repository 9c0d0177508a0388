import { describe, expect, it } from 'vitest';
import { userFixture } from '../../test/user-fixture';
import { ApiError, type ApiErrorKind } from './api-error';
import { errorEffectFor } from './error-effect';

function apiError(
  status: number,
  body: unknown = {},
  options: { handled?: boolean; sessionless?: boolean; kind?: ApiErrorKind; message?: string } = {},
) {
  return new ApiError({
    status,
    body,
    kind: options.kind ?? (status >= 500 ? 'bad_response' : 'bad_request'),
    message: options.message ?? 'failed',
    method: 'GET',
    path: '/x',
    handled: options.handled,
    sessionless: options.sessionless,
  });
}

const signedInClient = { isLoggedIn: true, user: userFixture() };
const signedInStaff = { isLoggedIn: true, user: userFixture({ role: 'staff', client: null }) };
const signedOut = { isLoggedIn: false, user: null };

describe('error effects', () => {
  it('ends the session on 401: session-expired toast, logout, /login', () => {
    expect(errorEffectFor(apiError(401, { message: 'Unauthenticated.' }), signedInClient)).toMatchObject({
      toast: 'Your session expired. Please login in again to use the application',
      logout: true,
      redirectTo: '/login',
    });
  });

  it('treats any answer whose message is "Unauthenticated." like a 401', () => {
    expect(errorEffectFor(apiError(403, { message: 'Unauthenticated.' }), signedOut)).toMatchObject({
      logout: true,
      redirectTo: '/login',
    });
  });

  it('sends a signed-in non-client (staff) to /unauthorized, clearing pending toasts, without logging out', () => {
    expect(errorEffectFor(apiError(401), signedInStaff)).toEqual({
      toast: null,
      logout: false,
      redirectTo: '/unauthorized',
      clearNotifications: true,
      maintenance: false,
    });
  });

  it('ends a staff session on 401 in the console (/staff and its pages): toast, logout, /login', () => {
    for (const path of ['/staff', '/staff/lab', '/staff/customers/abc']) {
      expect(errorEffectFor(apiError(401), signedInStaff, { path })).toEqual({
        toast: 'Your session expired. Please login in again to use the application',
        logout: true,
        redirectTo: '/login',
        clearNotifications: false,
        maintenance: false,
      });
    }
    // A page that only begins with the same letters is not the console's.
    expect(errorEffectFor(apiError(401), signedInStaff, { path: '/staffing' }).redirectTo).toBe(
      '/unauthorized',
    );
  });

  it("ends a client's session whose profile is not read yet this visit (only its frame is known)", () => {
    const frame = { ...userFixture(), relationships: { client: null, parent_user: null } };
    expect(errorEffectFor(apiError(401), { isLoggedIn: true, user: frame })).toMatchObject({
      logout: true,
      redirectTo: '/login',
    });
  });

  it('sends 428 to /2fa-login with the one-time-password text', () => {
    expect(errorEffectFor(apiError(428), signedInClient)).toMatchObject({
      toast: 'One time password confirmation is required in order to perform this action',
      redirectTo: '/2fa-login',
      logout: false,
    });
  });

  it('shows the spec texts for 403 and 500', () => {
    expect(errorEffectFor(apiError(403, { message: 'Role missing' }), signedInClient).toast).toBe(
      'You are not allowed to perform this action',
    );
    expect(errorEffectFor(apiError(500, { message: 'stack' }), signedInClient).toast).toBe(
      'A server error occurred during request execution',
    );
  });

  it('shows the 504 message, else the external-service text', () => {
    expect(errorEffectFor(apiError(504, { message: 'Scheduling is down' }), signedInClient).toast).toBe(
      'Scheduling is down',
    );
    expect(errorEffectFor(apiError(504, {}), signedInClient).toast).toBe(
      'Could not connect to external service, please try again later.',
    );
  });

  it("says the server is busy on a 503 that is not maintenance, in its answer's words or in its own", () => {
    const busy = "We're very busy right now. Please try again in a few seconds.";
    expect(errorEffectFor(apiError(503, { message: busy }), signedInClient)).toMatchObject({
      toast: busy,
      maintenance: false,
      logout: false,
    });
    expect(errorEffectFor(apiError(503, 'Service Unavailable'), signedInClient).toast).toBe(busy);
  });

  it('shows the message of a 400 or 422 answer', () => {
    const body = { message: 'These credentials do not match our records.' };
    expect(errorEffectFor(apiError(422, body), signedOut).toast).toBe(body.message);
    expect(errorEffectFor(apiError(400, { errors: ['First problem', 'Second'] }), signedOut).toast).toBe(
      'First problem',
    );
  });

  it('keeps toasts silent for calls flagged handled, but still ends an expired session', () => {
    expect(errorEffectFor(apiError(500, {}, { handled: true }), signedInClient).toast).toBeNull();
    expect(errorEffectFor(apiError(401, {}, { handled: true }), signedInClient)).toMatchObject({
      toast: null,
      logout: true,
      redirectTo: '/login',
    });
  });

  it("leaves the session alone when a public address asked without it answers 401 (a SMART Health Link's wrong passcode)", () => {
    const body = { message: 'The passcode is not right. 2 tries are left.', remainingAttempts: 2 };
    expect(errorEffectFor(apiError(401, body, { sessionless: true }), signedInClient)).toEqual({
      toast: body.message,
      logout: false,
      redirectTo: null,
      clearNotifications: false,
      maintenance: false,
    });
    expect(
      errorEffectFor(apiError(401, body, { sessionless: true, handled: true }), signedOut),
    ).toMatchObject({
      toast: null,
      logout: false,
      redirectTo: null,
    });
  });

  it('turns a 503 maintenance answer into the maintenance message only', () => {
    const effect = errorEffectFor(
      apiError(503, {
        message: 'Sorry, we are currently down for maintenance. Please check back soon.',
        maintenance: true,
      }),
      signedInClient,
    );
    expect(effect).toEqual({
      toast: null,
      logout: false,
      redirectTo: null,
      clearNotifications: false,
      maintenance: true,
    });
  });

  it('says nothing about a cancelled request and shows "Network Error" for a network failure', () => {
    expect(
      errorEffectFor(apiError(0, undefined, { kind: 'canceled', message: 'Request aborted' }), signedInClient)
        .toast,
    ).toBeNull();
    expect(
      errorEffectFor(
        apiError(0, undefined, { kind: 'network_error', message: 'Network Error' }),
        signedInClient,
      ).toast,
    ).toBe('Network Error');
  });
});
