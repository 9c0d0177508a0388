import {
  type Catalogue,
  catalogueResponseSchema,
  checkoutBindingsResponseSchema,
} from '@fathom/contract/catalogue';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config/config';
import { createEncodedAnswers } from '../../http/encoded-answers';
import { checkoutBindings } from './checkout-bindings';

export function registerCatalogueRoutes(
  app: FastifyInstance,
  deps: { catalogue: Catalogue; config: Pick<Config, 'payments' | 'instalments'> },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The catalogue stays the same while an instance runs: its answer is written once (it was a third of the
  // route's CPU), by the route's own serializer.
  const answers = createEncodedAnswers();
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
      return answers.send(reply, [products], '', () => ({ data: products }));
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
