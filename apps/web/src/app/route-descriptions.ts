import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Each route's description (its `<meta name="description">`), found in the catalogue by the route's path
 * (`description:<path>`), as the titles are (route-titles.ts): the build writes it into each page in each language
 * (build/prerender-shells.tsx), and the router writes it again at each navigation and with a new language.
 */
export function routeDescription(i18n: I18n, path: string): string {
  return i18n._(`description:${path}`);
}

/**
 * The catalogue's entries for the descriptions, in English, by the paths of the route table (route-table.ts): what
 * the catalogues are extracted from, and what the tests hold the table and the catalogues to.
 */
export const routeDescriptions: Readonly<Record<string, MessageDescriptor>> = {
  '/staff/*?': msg({
    id: 'description:/staff/*?',
    message:
      "The clinic's console: the lab's, the clinicians' and support's work on customers' samples and orders.",
  }),
  '/home': msg({
    id: 'description:/home',
    message:
      'Your account at a glance: what needs your attention, your latest results, your storage and your kits.',
  }),
  '/analysis': msg({
    id: 'description:/analysis',
    message:
      'Your semen analysis report: each measure explained, where your results stand and how they change over time.',
  }),
  '/cryogenic': msg({
    id: 'description:/cryogenic',
    message:
      'Your stored sperm samples: the vials kept for you, their history, your storage plan and withdrawals.',
  }),
  '/buy-cryogenic': msg({
    id: 'description:/buy-cryogenic',
    message: 'Choose a plan to keep your sperm sample frozen and safe, and pay for it at checkout.',
  }),
  '/orders/history': msg({
    id: 'description:/orders/history',
    message: 'Your orders: what you bought, when, and what it cost, with receipts to download.',
  }),
  '/contracts': msg({
    id: 'description:/contracts',
    message: 'The agreements of your account: sign what the lab needs before it acts on your samples.',
  }),
  '/profile': msg({
    id: 'description:/profile',
    message:
      'Your name, contact details, password, two-factor sign-in and the places where you are signed in.',
  }),
  '/find-urologist': msg({
    id: 'description:/find-urologist',
    message: 'Find a urologist near you to talk about your results.',
  }),
  '/manage-billing': msg({
    id: 'description:/manage-billing',
    message: 'Your card, your storage plan and its renewals, your instalments and your payments.',
  }),
  '/lifestyle': msg({
    id: 'description:/lifestyle',
    message: 'A short survey about your habits, so your recommendations fit your life.',
  }),
  '/kit-registrations': msg({
    id: 'description:/kit-registrations',
    message: 'Your kits: where each one is, and what to do next with it.',
  }),
  '/sxsw-checkout': msg({
    id: 'description:/sxsw-checkout',
    message: 'Order a kit at the SXSW price.',
  }),
  '/partner': msg({
    id: 'description:/partner',
    message: 'Give your spouse or partner their own sign-in to read your analysis results.',
  }),
  '/onboarding/withdrawal/completed': msg({
    id: 'description:/onboarding/withdrawal/completed',
    message: 'Your withdrawal request is received: what was asked for, and what happens next.',
  }),
  '/onboarding/item/md-processing': msg({
    id: 'description:/onboarding/item/md-processing',
    message: 'A physician is reviewing your order before your test can be shipped.',
  }),
  '/insurance/eligibility/:provider': msg({
    id: 'description:/insurance/eligibility/:provider',
    message: 'Check whether your insurance or benefits cover your kit.',
  }),
  '/insurance/show': msg({
    id: 'description:/insurance/show',
    message: 'What your insurance covers for your order.',
  }),
  '/contracts/request-processing': msg({
    id: 'description:/contracts/request-processing',
    message: 'Your contract is being prepared: we email you when it is ready to sign.',
  }),
  '/testing-results': msg({
    id: 'description:/testing-results',
    message: 'Sample results, for testing the portal.',
  }),
  '/for-medical-professionals': msg({
    id: 'description:/for-medical-professionals',
    message: 'For doctors and clinics: how to order semen analysis and sperm storage for your patients.',
  }),
  '/schedule-results-call': msg({
    id: 'description:/schedule-results-call',
    message: 'Book a phone call with a fertility specialist to talk your results through.',
  }),
  '/checkouts': msg({
    id: 'description:/checkouts',
    message: 'Order a semen analysis kit, sperm storage or a consultation, and pay securely.',
  }),
  '/checkouts/orders/:poNumber': msg({
    id: 'description:/checkouts/orders/:poNumber',
    message: 'Your order is placed: what you bought, and what happens next.',
  }),
  '/checkouts/claim': msg({
    id: 'description:/checkouts/claim',
    message: 'Add an order you placed without signing in to your account.',
  }),
  '/styleguide': msg({ id: 'description:/styleguide', message: "The portal's styles and components." }),
  '/public-results/:id': msg({
    id: 'description:/public-results/:id',
    message: 'Semen analysis results shared with you through a link.',
  }),
  '/shl': msg({
    id: 'description:/shl',
    message: 'Health records shared with you through a SMART Health Link.',
  }),
  '/onboarding/address': msg({
    id: 'description:/onboarding/address',
    message: 'Change where we send your kits that have not shipped yet.',
  }),
  '/k-r/verify-item': msg({
    id: 'description:/k-r/verify-item',
    message: 'Register your kit so the lab can link your sample to you.',
  }),
  '/k-r/login': msg({
    id: 'description:/k-r/login',
    message: 'Register your kit with its code and your date of birth, or sign in.',
  }),
  '/k-r/your-kit': msg({
    id: 'description:/k-r/your-kit',
    message: 'Your kit: where it is, and what to do next.',
  }),
  '/k-r/kit-registration-error': msg({
    id: 'description:/k-r/kit-registration-error',
    message: 'Your kit could not be registered: what went wrong, and how to go on.',
  }),
  '/k-r/v-c/:identifier': msg({
    id: 'description:/k-r/v-c/:identifier',
    message: 'Register your kit from the code on its box.',
  }),
  '/k-r/:uuid': msg({
    id: 'description:/k-r/:uuid',
    message: 'Register your kit so the lab can link your sample to you.',
  }),
  '/storage-setup': msg({
    id: 'description:/storage-setup',
    message:
      'Freeze a sperm sample: choose a storage plan, match it with your analysis, and we freeze your sample.',
  }),
  '/onboarding/client/:uuid': msg({
    id: 'description:/onboarding/client/:uuid',
    message: 'Set up your profile: your name, phone number and date of birth, for your results.',
  }),
  '/onboarding/item/:uuid': msg({
    id: 'description:/onboarding/item/:uuid',
    message: 'Complete the details of your order: where and when your kit should arrive.',
  }),
  '/onboarding/kit-not-registered/:uuid': msg({
    id: 'description:/onboarding/kit-not-registered/:uuid',
    message: 'Your kit is not registered yet: register it so the lab can test your sample.',
  }),
  '/onboarding/sti/:uuid': msg({
    id: 'description:/onboarding/sti/:uuid',
    message: 'Your STI test results, and what each one means.',
  }),
  '/onboarding/withdrawal/:uuid': msg({
    id: 'description:/onboarding/withdrawal/:uuid',
    message: 'Ask for your stored vials to be sent to a medical professional or facility.',
  }),
  '/login': msg({
    id: 'description:/login',
    message: 'Sign in to see your semen analysis results and manage your sperm storage.',
  }),
  '/auth/callback': msg({ id: 'description:/auth/callback', message: 'Signing you in.' }),
  '/2fa-login': msg({
    id: 'description:/2fa-login',
    message: 'Enter the code from your authenticator app to finish signing in.',
  }),
  '/forgot-password': msg({
    id: 'description:/forgot-password',
    message: 'Get an email with a link to choose a new password for your account.',
  }),
  '/password/reset': msg({
    id: 'description:/password/reset',
    message: 'Choose a new password for your account.',
  }),
  '/unauthorized': msg({
    id: 'description:/unauthorized',
    message: 'This account cannot use the customer portal.',
  }),
  '/logout': msg({ id: 'description:/logout', message: 'Signing you out.' }),
  '/login-as': msg({
    id: 'description:/login-as',
    message: 'A sign-in link for a customer, for staff.',
  }),
  '/idme/callback': msg({ id: 'description:/idme/callback', message: 'Verifying your status with ID.me.' }),
  '/idme/bc-callback': msg({
    id: 'description:/idme/bc-callback',
    message: 'Verifying your status with ID.me.',
  }),
  '*': msg({ id: 'description:*', message: 'This address does not lead to a page of the portal.' }),
};
