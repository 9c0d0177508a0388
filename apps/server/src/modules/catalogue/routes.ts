import {
  type CatalogueProductResource,
  catalogueResponseSchema,
  checkoutBindingsResponseSchema,
} from '@fathom/contract/catalogue';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Catalogue } from './catalogue-service';
import { checkoutBindings } from './checkout-bindings';

export function registerCatalogueRoutes(
  app: FastifyInstance,
  deps: { catalogue: Catalogue; config: Pick<Config, 'payments' | 'instalments'> },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The catalogue stays the same while an instance runs: it is checked against its schema and encoded once,
  // not on every answer (encoding it was a third of the route's CPU).
  const encoded = new WeakMap<CatalogueProductResource[], string>();
  const encodeOnce = (products: CatalogueProductResource[]) => {
    const body = encoded.get(products) ?? JSON.stringify(catalogueResponseSchema.encode({ data: products }));
    encoded.set(products, body);
    return body;
  };
  routes.get(
    '/api/checkouts',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Every product and package on sale, with prices',
        response: { 200: catalogueResponseSchema },
      },
    },
    async (_request, reply) => {
      const products = await deps.catalogue.products();
      const body = encodeOnce(products);
      return reply
        .type('application/json; charset=utf-8')
        .serializer(() => body)
        .send({ data: products });
    },
  );
  const bindings = checkoutBindings(deps.config);
  routes.get(
    '/api/checkout/bindings',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Defaults and choices of the checkout form',
        response: { 200: checkoutBindingsResponseSchema },
      },
    },
    async () => ({ data: bindings }),
  );
}
