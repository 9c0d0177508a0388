import { isAuthorizedUser } from '@fathom/domain/authorized-user';
import { partnerMayOpen } from '@fathom/domain/partner-pages';
import { useLingui } from '@lingui/react';
import { Suspense, useEffect } from 'react';
import { matchRoute, Redirect, Route, useLocation, useRouter } from 'wouter';
import { PageLoading } from '../components/page-loading';
import { appConfig } from '../lib/config';
import { startEarlyRead } from '../lib/early-reads';
import { type ModuleLoader, moduleLoader } from '../lib/loaded-module';
import { useSession } from '../lib/session-store';
import { documentTitle } from './document-title';
import { defaultLayoutModule, LayoutFor } from './layouts/layout-for';
import { RootRedirect } from './root-redirect';
import { routeDescription } from './route-descriptions';
import { RouteGuard } from './route-guard';
import { notFoundRoute, type PageModule, type RouteDef, redirects, routesFor } from './route-table';
import { routeTitle } from './route-titles';

const activeRoutes = routesFor(appConfig.environment);

const pages = new Map<RouteDef, ModuleLoader<PageModule>>(
  [...activeRoutes, notFoundRoute].map((route) => [route, moduleLoader(route.load)]),
);

/** The route's title and description, in the page's language (the build wrote them into the HTML the same way). */
function useDocumentTitle(path: string): void {
  const [location] = useLocation();
  const { i18n } = useLingui();
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation, and a new language, sets the title again
  useEffect(() => {
    document.title = documentTitle(routeTitle(i18n, path));
    document.querySelector('meta[name=description]')?.setAttribute('content', routeDescription(i18n, path));
  }, [path, location, i18n]);
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
  pages
    .get(route)
    ?.start()
    .then((page) => startEarlyReads(route, page))
    .catch(() => undefined);
  if (route.layout === 'default') defaultLayoutModule.start().catch(() => undefined);
}

/** The route's page, drawn at once when its code is in (lib/loaded-module.ts). */
function RoutePage({ route }: { route: RouteDef }) {
  const loader = pages.get(route);
  if (!loader) return null;
  const { default: Page } = loader.read();
  return route === notFoundRoute ? <Page /> : <Route path={route.path} component={Page} />;
}

/** The console is no page at all to anyone but staff: they are shown the not-found page, as for no route. */
function useVisibleRoute(route: RouteDef): RouteDef {
  const isStaff = useSession((state) => state.user?.attributes.role === 'staff');
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  return route.staffOnly && isLoggedIn && !isStaff ? notFoundRoute : route;
}

function RouteView({ route: matched }: { route: RouteDef }) {
  const route = useVisibleRoute(matched);
  useDocumentTitle(route.path);
  preload(route);
  return (
    <RouteGuard
      access={route.auth}
      routePath={route === notFoundRoute ? null : route.path}
      layout={route.layout}
    >
      <LayoutFor layout={route.layout} ownHeader={route.ownHeader}>
        <Suspense fallback={<PageLoading />}>
          <RoutePage route={route} />
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
