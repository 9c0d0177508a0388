import { describe, expect, it } from 'vitest';
import { routesFor } from '../../apps/web/src/app/route-table';
import { customerRoutes } from '../../bench/lib/lighthouse.mjs';

const production = routesFor('production');
/** The campaign's checkout only sends its visitor on to /checkouts. */
const notAudited = new Set(['/sxsw-checkout']);

describe("the benchmark's Lighthouse routes", () => {
  it('are routes of the production route table', () => {
    const paths = new Set(production.map((route) => route.path));
    expect((customerRoutes as string[]).filter((path) => !paths.has(path))).toEqual([]);
  });

  it("include every page of the signed-in customer's menu layout", () => {
    const menuPages = production
      .filter(
        (route) => route.layout === 'default' && !route.path.includes(':') && !notAudited.has(route.path),
      )
      .map((route) => route.path);
    expect(menuPages.filter((path) => !(customerRoutes as string[]).includes(path))).toEqual([]);
  });
});
