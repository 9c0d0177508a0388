/**
 * The HTML of each page the build does not prerender: dist/index.html with modulepreload links for the page's own
 * chunks (and its layout's), so the browser fetches them while it parses the page instead of once the entry has
 * run and matched the route. Without them, the entry's preload helper adds each link itself: 20 to 30 elements
 * appended to the head in the middle of the first render, 4 to 13 ms of main thread on this host, and a
 * network round trip later. The server answers each route's path (its `:param` segments match any segment)
 * with its file.
 */

/** The build manifest, as Vite writes it: each module's chunk and the modules it imports statically. */
export type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The page's chunk and the chunks it imports statically, as absolute URLs. */
export function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [
    `/${entry.file}`,
    ...(entry.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen)),
  ];
}

const ROUTE_ENTRY = /path: '([^']+)'[^}]*?load: \(\) => import\('([^']+)'\)/g;

/**
 * Each route's page module as route-table.ts imports it (`load: () => import('./routes/home-page')`), named as the
 * build manifest names it ('src/app/routes/home-page.tsx'). Read from the table's source: its functions say
 * nothing of the files they import once built.
 */
export function routeModules(tableSource: string, manifest: Manifest): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, routePath = '', specifier = ''] of tableSource.matchAll(ROUTE_ENTRY)) {
    const base = new URL(specifier, 'file:///src/app/').pathname.slice(1);
    const key = [`${base}.tsx`, `${base}.ts`].find((candidate) => candidate in manifest);
    if (!key) throw new Error(`The build manifest has no page module ${base} for ${routePath}`);
    modules.set(routePath, key);
  }
  return modules;
}

/** A file name for a route's page: '/orders/history' -> 'route-orders-history.html', '/k-r/:uuid' -> 'route-k-r-uuid.html'. */
export function routePageFile(routePath: string): string {
  const words = routePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  return `route-${words || 'root'}.html`;
}

/** index.html with modulepreload links for the chunks it does not already load. */
export function routePageHtml(indexHtml: string, preloads: string[]): string {
  const links = [...new Set(preloads)]
    .filter((href) => !indexHtml.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  return indexHtml.replace('</head>', `${links}</head>`);
}
