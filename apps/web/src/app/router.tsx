import { partnerMayOpen } from '@fathom/domain/partner-pages';
import { isAuthorizedUser } from '@fathom/domain/user';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect } from 'react';
import { matchRoute, Redirect, Route, useLocation, useRouter } from 'wouter';
import { PageLoading } from '../components/page-loading';
import { appConfig } from '../lib/config';
import { startEarlyRead } from '../lib/early-reads';
import { useSession } from '../lib/session-store';
import { documentTitle } from './document-title';
import { LayoutFor, loadDefaultLayout } from './layouts/layout-for';
import { RootRedirect } from './root-redirect';
import { RouteGuard } from './route-guard';
import { notFoundRoute, type PageModule, type RouteDef, redirects, routesFor } from './route-table';

const activeRoutes = routesFor(appConfig.environment);

const pages = new Map<RouteDef, LazyExoticComponent<ComponentType>>(
  [...activeRoutes, notFoundRoute].map((route) => [route, lazy(route.load)]),
);

function useDocumentTitle(name: string): void {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation sets the title again
  useEffect(() => {
    document.title = documentTitle(name);
  }, [name, location]);
}

/**
 * While this visit's profile is still to come (after a reload), a signed-in page's own reads start beside it
 * rather than after it; a partner's page the guard will send elsewhere reads nothing.
 */
function startEarlyReads(route: RouteDef, page: PageModule): void {
  const { isLoggedIn, profileFresh, user } = useSession.getState();
  if (!isLoggedIn || profileFresh || !user || route.auth !== 'required') return;
  if (isAuthorizedUser(user) && !partnerMayOpen(route.path)) return;
  for (const load of page.earlyReads?.(user) ?? []) startEarlyRead(load);
}

/**
 * Starts downloading the page and its layout together, rather than the page only once the layout has arrived,
 * and the page's first reads as soon as its module is in.
 */
function preload(route: RouteDef): void {
  void route
    .load()
    .then((page) => startEarlyReads(route, page))
    .catch(() => undefined);
  if (route.layout === 'default') void loadDefaultLayout().catch(() => undefined);
}

function RouteView({ route }: { route: RouteDef }) {
  useDocumentTitle(route.name);
  preload(route);
  const Page = pages.get(route);
  if (!Page) return null;
  return (
    <RouteGuard
      access={route.auth}
      routePath={route === notFoundRoute ? null : route.path}
      layout={route.layout}
    >
      <LayoutFor layout={route.layout} ownHeader={route.ownHeader}>
        <Suspense fallback={<PageLoading />}>
          {route === notFoundRoute ? <Page /> : <Route path={route.path} component={Page} />}
        </Suspense>
      </LayoutFor>
    </RouteGuard>
  );
}

function NoMatch({ path }: { path: string }) {
  useEffect(() => {
    // A path no route knows: only logged, the page itself explains and offers a way on.
    console.info(`No route matches ${path}`);
  }, [path]);
  return <RouteView route={notFoundRoute} />;
}

/**
 * Picks the route itself (rather than a Switch of per-route elements) so that moving between two
 * pages of one layout keeps the layout mounted: the navigation and its menus do not flash.
 */
export function AppRouter() {
  const [location] = useLocation();
  const { parser } = useRouter();

  if (location === '/') return <RootRedirect />;
  for (const redirect of redirects) {
    const [matched, params] = matchRoute(parser, redirect.from, location);
    if (matched && params?.provider)
      return <Redirect to={redirect.to({ provider: params.provider })} replace />;
  }
  const route = activeRoutes.find((candidate) => matchRoute(parser, candidate.path, location)[0]);
  if (!route) return <NoMatch path={location} />;
  return <RouteView route={route} />;
}
