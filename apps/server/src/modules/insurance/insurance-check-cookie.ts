import type { BrowserSecretCookie } from '../../platform/browser-secret';

/**
 * Ties an insurance check to the browser that ran it: the cookie goes to the checkout's routes only, where
 * the order that uses the check is placed.
 */
export const INSURANCE_CHECK_COOKIE: BrowserSecretCookie = {
  name: 'fathom_insurance_check',
  path: '/api/checkout',
  maxAgeS: 30 * 24 * 60 * 60,
};
