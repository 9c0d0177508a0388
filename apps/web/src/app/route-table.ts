import type { UserResource } from '@fathom/contract/user';
import type { ComponentType } from 'react';

export type LayoutName = 'default' | 'onboarding' | 'empty' | 'auth';

/** required: logged-in only; guest: logged-in users are sent on; any: everyone. */
export type RouteAccess = 'required' | 'guest' | 'any';

export interface PageModule {
  default: ComponentType;
  /**
   * The reads the page makes as it is first drawn for this user, which the router starts while the profile
   * loads (lib/early-reads.ts). Only what the user's kept frame decides: a read that depends on the profile's
   * answer waits for the page.
   */
  earlyReads?: (user: UserResource) => readonly (() => Promise<unknown>)[];
}

export interface RouteDef {
  path: string;
  layout: LayoutName;
  auth: RouteAccess;
  load: () => Promise<PageModule>;
  /** The page draws its own header (the checkout's secure frame), so the empty layout adds no brand bar. */
  ownHeader?: boolean;
  /** Served everywhere but production (a developer's or a staging site), decided by the server's environment. */
  outsideProduction?: boolean;
  /** The clinic's console: signed-in staff only; anyone else is shown the not-found page, as for no route. */
  staffOnly?: boolean;
}

/**
 * Every screen of the portal, in match order: fixed segments come before the parameterised
 * route that would otherwise swallow them (e.g. /k-r/login before /k-r/:uuid).
 */
export const routes: RouteDef[] = [
  // Design (issue 47): the clinic's console, its pages routed inside its own chunks.
  {
    path: '/staff/*?',
    layout: 'empty',
    ownHeader: true,
    auth: 'required',
    staffOnly: true,
    load: () => import('../features/staff-console/pages/console-page'),
  },
  // Default layout
  {
    path: '/home',
    layout: 'default',
    auth: 'required',
    load: () => import('./routes/home-page'),
  },
  {
    path: '/analysis',
    layout: 'default',
    auth: 'required',
    load: () => import('./routes/analysis-page'),
  },
  {
    path: '/cryogenic',
    layout: 'default',
    auth: 'required',
    load: () => import('../features/cryogenic/pages/cryogenic-page'),
  },
  {
    path: '/buy-cryogenic',
    layout: 'default',
    auth: 'required',
    load: () => import('../features/cryogenic/pages/buy-cryogenic-page'),
  },
  {
    path: '/orders/history',
    layout: 'default',
    auth: 'required',
    load: () => import('../features/orders/pages/order-history-page'),
  },
  {
    path: '/contracts',
    layout: 'default',
    auth: 'required',
    load: () => import('../features/contracts/pages/contracts-page'),
  },
  {
    path: '/profile',
    layout: 'default',
    auth: 'required',
    load: () => import('../features/profile/pages/profile-page'),
  },
  {
    path: '/find-urologist',
    layout: 'default',
    auth: 'required',
    load: () => import('../features/urologists/pages/find-urologist-page'),
  },
  {
    path: '/manage-billing',
    layout: 'default',
    auth: 'required',
    load: () => import('../features/billing/pages/manage-billing-page'),
  },
  {
    path: '/lifestyle',
    layout: 'default',
    auth: 'required',
    load: () => import('../features/lifestyle/pages/lifestyle-page'),
  },
  {
    path: '/kit-registrations',
    layout: 'default',
    auth: 'required',
    load: () => import('../features/kits/pages/kit-registrations-page'),
  },
  {
    path: '/sxsw-checkout',
    layout: 'default',
    auth: 'required',
    load: () => import('../features/checkout/pages/sxsw-checkout-page'),
  },
  {
    path: '/partner',
    layout: 'default',
    auth: 'required',
    load: () => import('../features/partner/pages/partner-page'),
  },

  // Empty layout
  {
    path: '/onboarding/withdrawal/completed',
    layout: 'empty',
    auth: 'any',
    load: () => import('../features/cryogenic/pages/withdrawal-completed-page'),
  },
  {
    path: '/onboarding/item/md-processing',
    layout: 'empty',
    auth: 'any',
    load: () => import('./routes/onboarding/md-processing-page'),
  },
  {
    path: '/insurance/eligibility/:provider',
    layout: 'empty',
    auth: 'any',
    load: () => import('../features/insurance/pages/insurance-eligibility-page'),
  },
  {
    path: '/insurance/show',
    layout: 'empty',
    auth: 'any',
    load: () => import('../features/insurance/pages/insurance-show-page'),
  },
  {
    path: '/contracts/request-processing',
    layout: 'empty',
    auth: 'required',
    load: () => import('../features/contracts/pages/contract-request-processing-page'),
  },
  {
    path: '/testing-results',
    layout: 'empty',
    auth: 'any',
    outsideProduction: true,
    load: () => import('../features/results/pages/testing-results-page'),
  },
  {
    path: '/for-medical-professionals',
    layout: 'empty',
    auth: 'any',
    load: () => import('../features/medical-professionals/pages/for-medical-professionals-page'),
  },
  {
    path: '/schedule-results-call',
    layout: 'empty',
    auth: 'required',
    load: () => import('../features/scheduling/pages/schedule-results-call-page'),
  },
  {
    path: '/checkouts',
    layout: 'empty',
    auth: 'any',
    ownHeader: true,
    load: () => import('../features/checkout/pages/checkout-page'),
  },
  {
    path: '/checkouts/orders/:poNumber',
    layout: 'empty',
    auth: 'any',
    ownHeader: true,
    load: () => import('../features/checkout/pages/order-confirmation-page'),
  },
  {
    // The emailed link that adds an order placed with the account's address without signing in (ADR 020).
    path: '/checkouts/claim',
    layout: 'empty',
    auth: 'required',
    ownHeader: true,
    load: () => import('../features/checkout/pages/order-claim-page'),
  },
  {
    path: '/styleguide',
    layout: 'empty',
    auth: 'any',
    outsideProduction: true,
    load: () => import('./styleguide/styleguide-page'),
  },
  {
    path: '/public-results/:id',
    layout: 'empty',
    auth: 'any',
    load: () => import('../features/results/pages/public-results-page'),
  },
  {
    // Design (ADR 035): the viewer address of the portal's SMART Health Links.
    path: '/shl',
    layout: 'empty',
    auth: 'any',
    load: () => import('../features/results/pages/health-link-page'),
  },

  // Onboarding layout
  {
    path: '/onboarding/address',
    layout: 'onboarding',
    auth: 'required',
    load: () => import('./routes/onboarding/address-page'),
  },
  {
    path: '/k-r/verify-item',
    layout: 'onboarding',
    auth: 'required',
    load: () => import('../features/kits/pages/verify-item-page'),
  },
  {
    path: '/k-r/login',
    layout: 'onboarding',
    auth: 'any',
    load: () => import('../features/kits/pages/kit-login-page'),
  },
  {
    path: '/k-r/your-kit',
    layout: 'onboarding',
    auth: 'any',
    load: () => import('../features/kits/pages/kit-session-page'),
  },
  {
    path: '/k-r/kit-registration-error',
    layout: 'onboarding',
    auth: 'any',
    load: () => import('../features/kits/pages/kit-registration-error-page'),
  },
  {
    path: '/k-r/v-c/:identifier',
    layout: 'onboarding',
    auth: 'any',
    load: () => import('../features/kits/pages/qr-kit-registration-page'),
  },
  {
    path: '/k-r/:uuid',
    layout: 'onboarding',
    auth: 'any',
    load: () => import('../features/kits/pages/kit-registration-page'),
  },
  {
    path: '/storage-setup',
    layout: 'onboarding',
    auth: 'required',
    load: () => import('../features/cryogenic/pages/storage-setup-page'),
  },
  {
    path: '/onboarding/client/:uuid',
    layout: 'onboarding',
    auth: 'any',
    load: () => import('./routes/onboarding/client-setup-page'),
  },
  {
    path: '/onboarding/item/:uuid',
    layout: 'onboarding',
    auth: 'required',
    load: () => import('./routes/onboarding/item-details-page'),
  },
  {
    path: '/onboarding/kit-not-registered/:uuid',
    layout: 'onboarding',
    auth: 'any',
    load: () => import('../features/kits/pages/kit-not-registered-page'),
  },
  {
    path: '/onboarding/sti/:uuid',
    layout: 'onboarding',
    auth: 'required',
    load: () => import('./routes/sti-onboarding-page'),
  },
  {
    path: '/onboarding/withdrawal/:uuid',
    layout: 'onboarding',
    auth: 'required',
    load: () => import('../features/cryogenic/pages/withdrawal-page'),
  },

  // Auth layout
  {
    path: '/login',
    layout: 'auth',
    auth: 'guest',
    load: () => import('../features/auth/pages/login-page'),
  },
  {
    path: '/auth/callback',
    layout: 'auth',
    auth: 'any',
    load: () => import('../features/auth/pages/provider-callback-page'),
  },
  {
    path: '/2fa-login',
    layout: 'auth',
    auth: 'any',
    load: () => import('../features/auth/pages/two-factor-login-page'),
  },
  {
    path: '/forgot-password',
    layout: 'auth',
    auth: 'guest',
    load: () => import('../features/auth/pages/forgot-password-page'),
  },
  {
    path: '/password/reset',
    layout: 'auth',
    auth: 'any',
    load: () => import('../features/auth/pages/reset-password-page'),
  },
  {
    path: '/unauthorized',
    layout: 'auth',
    auth: 'any',
    load: () => import('../features/auth/pages/unauthorized-page'),
  },
  {
    path: '/logout',
    layout: 'auth',
    auth: 'any',
    load: () => import('../features/auth/pages/logout-page'),
  },
  {
    path: '/login-as',
    layout: 'auth',
    auth: 'any',
    load: () => import('../features/auth/pages/login-as-page'),
  },
  {
    path: '/idme/callback',
    layout: 'auth',
    auth: 'any',
    load: () => import('../features/identity-verification/pages/idme-callback-page'),
  },
  {
    path: '/idme/bc-callback',
    layout: 'auth',
    auth: 'any',
    load: () => import('../features/identity-verification/pages/idme-bc-callback-page'),
  },
];

/** The catch-all page (onboarding layout) for every path that no route matches. */
export const notFoundRoute: RouteDef = {
  path: '*',
  layout: 'onboarding',
  auth: 'any',
  load: () => import('./not-found/page-not-found-page'),
};

/** Paths that only redirect; they render nothing of their own. */
export const redirects = [
  {
    from: '/insurance/eligibilty/:provider',
    to: (params: { provider: string }) => `/insurance/eligibility/${params.provider}`,
  },
] as const;

/** The routes served in an environment (the server's NODE_ENV, 'production' when it says nothing). */
export function routesFor(environment: string): RouteDef[] {
  return routes.filter((route) => environment !== 'production' || !route.outsideProduction);
}
