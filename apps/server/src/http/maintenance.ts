import type { FastifyInstance } from 'fastify';
import { isReadFromOtherSites } from './cross-origin';
import { pathOf } from './url-path';

export const maintenanceMessage = 'Sorry, we are currently down for maintenance. Please check back soon.';

function isApiOutsideHealth(path: string): boolean {
  const isApi = path === '/api' || path.startsWith('/api/');
  const isHealth = path === '/api/health' || path.startsWith('/api/health/');
  return isApi && !isHealth;
}

/**
 * While MAINTENANCE is on, the API answers 503 (health checks still answer, for the load balancer). The addresses
 * other sites read (cross-origin.ts) still answer a browser's preflight through their own CORS, and their 503 may be
 * read by the page that asked: a clinic's viewer can say the portal is down for maintenance, not that it failed.
 */
export function registerMaintenanceGate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (!isApiOutsideHealth(path)) return;
    if (isReadFromOtherSites(path)) {
      if (request.method === 'OPTIONS') return;
      reply.header('access-control-allow-origin', '*').header('access-control-expose-headers', 'Retry-After');
    }
    return reply
      .code(503)
      .header('retry-after', '300')
      .send({ code: 'under_maintenance', message: maintenanceMessage, maintenance: true });
  });
}
