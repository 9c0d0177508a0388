import { describe, expect, it } from 'vitest';
import { rootRedirect } from './root-redirect';

const user = (role: string, partner = false) => ({
  id: 'u1',
  attributes: { name: 'A B', role, has_authorized_user_role: partner },
});

describe('the root path', () => {
  it('sends visitors to sign in, partners to their analysis, customers home and staff to the console', () => {
    expect(rootRedirect({ isLoggedIn: false, user: null })).toBe('/login');
    expect(rootRedirect({ isLoggedIn: true, user: user('authorized_user', true) })).toBe('/analysis');
    expect(rootRedirect({ isLoggedIn: true, user: user('client') })).toBe('/home');
    expect(rootRedirect({ isLoggedIn: true, user: user('staff') })).toBe('/staff');
  });
});
