import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notFoundRoute, routes } from '../src/app/route-table';
import { chunksOf, type Manifest, routeModules, routePageFile, routePageHtml } from './route-pages';

const webRoot = path.join(import.meta.dirname, '..');
const tableSource = readFileSync(path.join(webRoot, 'src', 'app', 'route-table.ts'), 'utf8');

/** A manifest that names every source file of the web app, as the build's does. */
const sourceFiles = new Proxy({} as Manifest, {
  has: (_target, key) => typeof key === 'string' && existsSync(path.join(webRoot, key)),
});

describe("each route's page", () => {
  it("is found for every route of the table, as a file of the app's source", () => {
    const modules = routeModules(tableSource, sourceFiles);
    for (const route of [...routes, notFoundRoute]) {
      const module = modules.get(route.path);
      expect(module, route.path).toMatch(/^src\/.+\.tsx?$/);
      expect(existsSync(path.join(webRoot, module ?? '')), route.path).toBe(true);
    }
    expect(modules.get('/home')).toBe('src/app/routes/home-page.tsx');
    expect(modules.get('/k-r/:uuid')).toMatch(/^src\/features\/kits\//);
  });

  it('refuses a route whose module the build did not make', () => {
    expect(() => routeModules(tableSource, {})).toThrow(/no page module/);
  });

  it('is written to a file of its own for every route', () => {
    const files = routes.map((route) => routePageFile(route.path));
    expect(new Set(files).size).toBe(files.length);
    expect(routePageFile('/k-r/:uuid')).toBe('route-k-r-uuid.html');
  });

  it("preloads the page's chunks and their imports once, and none that index.html already loads", () => {
    const manifest: Manifest = {
      'src/page.tsx': { file: 'assets/page.js', imports: ['_shared.js', '_framework.js'] },
      '_shared.js': { file: 'assets/shared.js', imports: ['_framework.js'] },
      '_framework.js': { file: 'assets/framework.js' },
    };
    const index =
      '<html><head><link rel="modulepreload" crossorigin href="/assets/framework.js"></head></html>';
    const html = routePageHtml(index, [...chunksOf(manifest, 'src/page.tsx'), '/assets/shared.js']);
    expect(html.match(/modulepreload/g)).toHaveLength(3);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/page.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shared.js"></head>');
  });
});
