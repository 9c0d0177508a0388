import type { FastifyInstance } from 'fastify';

export interface CataloguedRoute {
  method: string;
  /** Fastify's form, e.g. /api/restify/items/:itemId */
  url: string;
  /** Left out of the OpenAPI document on purpose (health checks, webhooks, the document itself). */
  hidden: boolean;
}

const catalogues = new WeakMap<FastifyInstance, CataloguedRoute[]>();

/** Records every route as it is registered, so tests can cover each endpoint the day it lands. */
export function trackRoutes(app: FastifyInstance): void {
  const routes: CataloguedRoute[] = [];
  catalogues.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const schema = route.schema as { hide?: boolean } | undefined;
      routes.push({ method, url: route.url, hidden: schema?.hide === true });
    }
  });
}

/** Every route of an app built with trackRoutes, in registration order. */
export function routesOf(app: FastifyInstance): readonly CataloguedRoute[] {
  return catalogues.get(app) ?? [];
}
