import { errorBodySchema } from '@fathom/contract/common';
import { healthResponseSchema, readinessResponseSchema } from '@fathom/contract/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { isDatabaseReachable } from './database-probe';

export async function registerHealthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/health',
    {
      schema: { tags: ['health'], summary: 'Liveness', response: { 200: healthResponseSchema } },
      logLevel: 'warn',
    },
    async () => ({ data: { status: 'ok' as const } }),
  );

  routes.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: readinessResponseSchema, 503: errorBodySchema },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      if (await isDatabaseReachable(deps.db)) {
        return reply.code(200).send({ data: { status: 'ready', database: 'ok' } });
      }
      request.log.warn('readiness check: database unavailable');
      return reply.code(503).send({ message: 'Database unavailable' });
    },
  );
}
