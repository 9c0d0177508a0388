import { describe, expect, it } from 'vitest';
import { partnerMayOpen } from './partner-pages';

describe('partnerMayOpen', () => {
  it('keeps the partner on the shared analysis, their account and contracts', () => {
    for (const page of [
      '/analysis',
      '/profile',
      '/contracts',
      '/contracts/request-processing',
      '/2fa-login',
    ]) {
      expect(partnerMayOpen(page), page).toBe(true);
    }
    expect(partnerMayOpen(null)).toBe(true);
  });

  it("sends the partner away from every page of the holder's, typed in or followed", () => {
    for (const page of [
      '/home',
      '/buy-cryogenic',
      '/storage-setup',
      '/checkouts',
      '/kit-registrations',
      '/schedule-results-call',
      '/onboarding/withdrawal/:uuid',
      '/cryogenic',
      '/manage-billing',
      '/orders/history',
      '/partner',
    ]) {
      expect(partnerMayOpen(page), page).toBe(false);
    }
  });
});
