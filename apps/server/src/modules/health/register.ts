import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config';
import type { Database } from '../../db/database';
import { registerHealthRoutes } from './routes';

/** The health room: whether this instance is alive and ready, answered before sign-in exists. */
export async function registerHealth(
  app: FastifyInstance,
  deps: { config: Config; db: Database },
): Promise<void> {
  await registerHealthRoutes(app, deps);
}
