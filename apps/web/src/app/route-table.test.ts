import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { routeDescription, routeDescriptions } from './route-descriptions';
import { notFoundRoute, redirects, routes, routesFor } from './route-table';
import { routeTitle, routeTitles } from './route-titles';

// Spec section 2, "Routes by layout", with the public results view.
const specRoutes: Record<string, string[]> = {
  empty: [
    '/onboarding/withdrawal/completed',
    '/onboarding/item/md-processing',
    '/insurance/eligibility/:provider',
    '/insurance/show',
    '/contracts/request-processing',
    '/testing-results',
    '/for-medical-professionals',
    '/schedule-results-call',
    '/checkouts',
    // Design: an order's confirmation has an address of its own, so a reload keeps it.
    '/checkouts/orders/:poNumber',
    // Design (ADR 020): the link that adds an order placed without signing in to the account.
    '/checkouts/claim',
    '/styleguide',
    '/public-results/:id',
    // Design (ADR 035): the viewer address of the portal's SMART Health Links.
    '/shl',
    // Design (issue 47, ADR 051): the clinic's console, for staff only.
    '/staff/*?',
  ],
  onboarding: [
    '/onboarding/address',
    '/k-r/verify-item',
    '/k-r/login',
    '/k-r/your-kit',
    '/k-r/kit-registration-error',
    '/storage-setup',
    '/k-r/:uuid',
    '/k-r/v-c/:identifier',
    '/onboarding/client/:uuid',
    '/onboarding/item/:uuid',
    '/onboarding/kit-not-registered/:uuid',
    '/onboarding/sti/:uuid',
    '/onboarding/withdrawal/:uuid',
  ],
  auth: [
    '/idme/callback',
    '/idme/bc-callback',
    '/password/reset',
    '/unauthorized',
    '/logout',
    '/login',
    '/login-as',
    '/forgot-password',
    '/2fa-login',
    // Design: where the identity provider returns after its sign-in (spec section 4, return handling).
    '/auth/callback',
  ],
  default: [
    '/orders/history',
    '/contracts',
    '/profile',
    '/find-urologist',
    '/manage-billing',
    '/lifestyle',
    '/kit-registrations',
    '/analysis',
    '/home',
    '/cryogenic',
    '/buy-cryogenic',
    '/sxsw-checkout',
    '/partner',
  ],
};

describe('route table', () => {
  it.each(Object.entries(specRoutes).flatMap(([layout, paths]) => paths.map((path) => [path, layout])))(
    '%s renders in the %s layout',
    (path, layout) => {
      expect(routes.find((route) => route.path === path)?.layout).toBe(layout);
    },
  );

  it('holds exactly the spec routes, each once', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(Object.values(specRoutes).flat().sort());
  });

  it('requires login on every default-layout route and on /k-r/verify-item', () => {
    for (const route of routes.filter((candidate) => candidate.layout === 'default')) {
      expect(route.auth, route.path).toBe('required');
    }
    expect(routes.find((route) => route.path === '/k-r/verify-item')?.auth).toBe('required');
  });

  it('opens the QR kit registration and the public results without login', () => {
    expect(routes.find((route) => route.path === '/k-r/v-c/:identifier')?.auth).toBe('any');
    expect(routes.find((route) => route.path === '/public-results/:id')?.auth).toBe('any');
  });

  it('lists fixed kit-registration paths before /k-r/:uuid so they are not swallowed by it', () => {
    const index = (path: string) => routes.findIndex((route) => route.path === path);
    for (const fixed of [
      '/k-r/verify-item',
      '/k-r/login',
      '/k-r/your-kit',
      '/k-r/kit-registration-error',
      '/k-r/v-c/:identifier',
    ]) {
      expect(index(fixed)).toBeLessThan(index('/k-r/:uuid'));
    }
    expect(index('/onboarding/item/md-processing')).toBeLessThan(index('/onboarding/item/:uuid'));
    expect(index('/onboarding/withdrawal/completed')).toBeLessThan(index('/onboarding/withdrawal/:uuid'));
  });

  it('keeps /testing-results and /styleguide out of production, and serves them elsewhere', () => {
    for (const path of ['/testing-results', '/styleguide']) {
      expect(routesFor('production').some((route) => route.path === path)).toBe(false);
      expect(routesFor('development').some((route) => route.path === path)).toBe(true);
      expect(routesFor('staging').some((route) => route.path === path)).toBe(true);
    }
  });

  it('renders page-not-found in the onboarding layout', () => {
    expect(notFoundRoute).toMatchObject({ layout: 'onboarding', auth: 'any' });
    expect(routeTitle(i18n, notFoundRoute.path)).toBe('Page not found');
  });

  it('redirects the legacy misspelt eligibility path, keeping the provider', () => {
    const legacy = redirects.find((redirect) => redirect.from === '/insurance/eligibilty/:provider');
    expect(legacy?.to({ provider: 'acme-benefits' })).toBe('/insurance/eligibility/acme-benefits');
  });

  it('loads a page module with a default component for every route', async () => {
    for (const route of [...routes, notFoundRoute]) {
      const module = await route.load();
      expect(typeof module.default, route.path).toBe('function');
    }
  }, 60_000);

  it('has a title for every route, and one only for them, found in the catalogue by its path', () => {
    const paths = [...routes, notFoundRoute].map((route) => route.path);
    expect(Object.keys(routeTitles).sort()).toEqual([...new Set(paths)].sort());
    for (const [path, title] of Object.entries(routeTitles)) {
      expect(title.id, path).toBe(`title:${path}`);
      expect(routeTitle(i18n, path), path).toBe(title.message);
    }
  });

  it('has a description for every route, and one only for them, found in the catalogue by its path', () => {
    const paths = [...routes, notFoundRoute].map((route) => route.path);
    expect(Object.keys(routeDescriptions).sort()).toEqual([...new Set(paths)].sort());
    for (const [path, description] of Object.entries(routeDescriptions)) {
      expect(description.id, path).toBe(`description:${path}`);
      expect(routeDescription(i18n, path), path).toBe(description.message);
      // A sentence a search result or a shared link can show whole.
      expect(description.message?.length ?? 0, path).toBeLessThanOrEqual(160);
    }
  });
});
