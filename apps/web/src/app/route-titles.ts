import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Each route's title, the first part of the document title ("{title} | {productName}"), found in the catalogue by
 * the route's path (`title:<path>`): the titles travel in the catalogues alone, not in the code every page loads.
 */
export function routeTitle(i18n: I18n, path: string): string {
  return i18n._(`title:${path}`);
}

/**
 * The catalogue's entries for the titles, in English, by the paths of the route table (route-table.ts): what the
 * catalogues are extracted from, and what the tests hold the table and the catalogues to.
 */
export const routeTitles: Readonly<Record<string, MessageDescriptor>> = {
  '/staff/*?': msg({ id: 'title:/staff/*?', message: 'Console' }),
  '/home': msg({ id: 'title:/home', message: 'Home' }),
  '/analysis': msg({ id: 'title:/analysis', message: 'Analysis' }),
  '/cryogenic': msg({ id: 'title:/cryogenic', message: 'Cryogenic storage' }),
  '/buy-cryogenic': msg({ id: 'title:/buy-cryogenic', message: 'Buy cryogenic storage' }),
  '/orders/history': msg({ id: 'title:/orders/history', message: 'Order history' }),
  '/contracts': msg({ id: 'title:/contracts', message: 'Contracts' }),
  '/profile': msg({ id: 'title:/profile', message: 'Account information' }),
  '/find-urologist': msg({ id: 'title:/find-urologist', message: 'Find a urologist' }),
  '/manage-billing': msg({ id: 'title:/manage-billing', message: 'Manage billing' }),
  '/lifestyle': msg({ id: 'title:/lifestyle', message: 'Lifestyle Survey' }),
  '/kit-registrations': msg({ id: 'title:/kit-registrations', message: 'Kit registrations' }),
  '/sxsw-checkout': msg({ id: 'title:/sxsw-checkout', message: 'SXSW checkout' }),
  '/partner': msg({ id: 'title:/partner', message: 'Spouse / partner' }),
  '/onboarding/withdrawal/completed': msg({
    id: 'title:/onboarding/withdrawal/completed',
    message: 'Withdrawal requested',
  }),
  '/onboarding/item/md-processing': msg({
    id: 'title:/onboarding/item/md-processing',
    message: 'Medical review in progress',
  }),
  '/insurance/eligibility/:provider': msg({
    id: 'title:/insurance/eligibility/:provider',
    message: 'Check your eligibility',
  }),
  '/insurance/show': msg({ id: 'title:/insurance/show', message: 'Insurance coverage' }),
  '/contracts/request-processing': msg({
    id: 'title:/contracts/request-processing',
    message: 'Contract in progress',
  }),
  '/testing-results': msg({ id: 'title:/testing-results', message: 'Testing results' }),
  '/for-medical-professionals': msg({
    id: 'title:/for-medical-professionals',
    message: 'For medical professionals',
  }),
  '/schedule-results-call': msg({
    id: 'title:/schedule-results-call',
    message: 'Schedule your results call',
  }),
  '/checkouts': msg({ id: 'title:/checkouts', message: 'Checkout' }),
  '/checkouts/orders/:poNumber': msg({
    id: 'title:/checkouts/orders/:poNumber',
    message: 'Order confirmation',
  }),
  '/checkouts/claim': msg({ id: 'title:/checkouts/claim', message: 'Add an order to your account' }),
  '/styleguide': msg({ id: 'title:/styleguide', message: 'Styleguide' }),
  '/public-results/:id': msg({ id: 'title:/public-results/:id', message: 'Results' }),
  '/shl': msg({ id: 'title:/shl', message: 'SMART Health Link' }),
  '/onboarding/address': msg({ id: 'title:/onboarding/address', message: 'Your address' }),
  '/k-r/verify-item': msg({ id: 'title:/k-r/verify-item', message: 'Register your kit' }),
  '/k-r/login': msg({ id: 'title:/k-r/login', message: 'Register your kit' }),
  '/k-r/your-kit': msg({ id: 'title:/k-r/your-kit', message: 'Your kit' }),
  '/k-r/kit-registration-error': msg({
    id: 'title:/k-r/kit-registration-error',
    message: 'Kit registration problem',
  }),
  '/k-r/v-c/:identifier': msg({ id: 'title:/k-r/v-c/:identifier', message: 'Register your kit' }),
  '/k-r/:uuid': msg({ id: 'title:/k-r/:uuid', message: 'Register your kit' }),
  '/storage-setup': msg({ id: 'title:/storage-setup', message: 'Freeze a sample' }),
  '/onboarding/client/:uuid': msg({ id: 'title:/onboarding/client/:uuid', message: 'Set up your profile' }),
  '/onboarding/item/:uuid': msg({
    id: 'title:/onboarding/item/:uuid',
    message: 'Complete your order details',
  }),
  '/onboarding/kit-not-registered/:uuid': msg({
    id: 'title:/onboarding/kit-not-registered/:uuid',
    message: 'Kit not registered',
  }),
  '/onboarding/sti/:uuid': msg({ id: 'title:/onboarding/sti/:uuid', message: 'STI test results' }),
  '/onboarding/withdrawal/:uuid': msg({
    id: 'title:/onboarding/withdrawal/:uuid',
    message: 'Request a withdrawal',
  }),
  '/login': msg({ id: 'title:/login', message: 'Login' }),
  '/auth/callback': msg({ id: 'title:/auth/callback', message: 'Signing in' }),
  '/2fa-login': msg({ id: 'title:/2fa-login', message: 'Two-factor login' }),
  '/forgot-password': msg({ id: 'title:/forgot-password', message: 'Forgot password' }),
  '/password/reset': msg({ id: 'title:/password/reset', message: 'Reset password' }),
  '/unauthorized': msg({ id: 'title:/unauthorized', message: 'Unauthorized' }),
  '/logout': msg({ id: 'title:/logout', message: 'Logout' }),
  '/login-as': msg({ id: 'title:/login-as', message: 'Login as' }),
  '/idme/callback': msg({ id: 'title:/idme/callback', message: 'Identity verification' }),
  '/idme/bc-callback': msg({ id: 'title:/idme/bc-callback', message: 'Identity verification' }),
  '*': msg({ id: 'title:*', message: 'Page not found' }),
};
