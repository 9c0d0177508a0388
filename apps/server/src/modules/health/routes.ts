import { errorBodySchema } from '@fathom/contract/common';
import { healthResponseSchema, readinessResponseSchema } from '@fathom/contract/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, LogLevel } from '../../config/config';
import type { Database } from '../../db/database';
import { isDatabaseReachable } from './database-probe-repository';

const levelOrder: readonly LogLevel[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/** Probes come every few seconds: their request logs are kept only at warn and above. */
function probeLogLevel(configured: LogLevel): LogLevel {
  return levelOrder.indexOf(configured) > levelOrder.indexOf('warn') ? configured : 'warn';
}

export async function registerHealthRoutes(
  app: FastifyInstance,
  deps: { config: Config; db: Database },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const logLevel = probeLogLevel(deps.config.logLevel);

  routes.get(
    '/api/health',
    {
      schema: { tags: ['health'], summary: 'Liveness', response: { 200: healthResponseSchema } },
      logLevel,
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
      logLevel,
    },
    async (request, reply) => {
      if (await isDatabaseReachable(deps.db)) {
        return reply.code(200).send({ data: { status: 'ready', database: 'ok' } });
      }
      request.log.warn('readiness check: database unavailable');
      return reply.code(503).send({ code: 'unavailable', message: 'Database unavailable' });
    },
  );
}
