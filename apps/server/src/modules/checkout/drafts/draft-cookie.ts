import type { BrowserSecretCookie } from '../../../platform/browser-secret';
import { DRAFT_LIFETIME_MS } from './checkout-intent-repository';

/** Binds checkout drafts to the browser that opened them; a browser keeps one secret for all of its drafts. */
export const DRAFT_COOKIE: BrowserSecretCookie = {
  name: 'fathom_checkout_draft',
  path: '/api/checkout-intent',
  maxAgeS: DRAFT_LIFETIME_MS / 1000,
};
