import type { FastifyInstance } from 'fastify';

export const maintenanceMessage = 'Sorry, we are currently down for maintenance. Please check back soon.';

function isApiOutsideHealth(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url;
  const isApi = path === '/api' || path.startsWith('/api/');
  const isHealth = path === '/api/health' || path.startsWith('/api/health/');
  return isApi && !isHealth;
}

/** While MAINTENANCE is on, the API answers 503 (health checks still answer, for the load balancer). */
export function registerMaintenanceGate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiOutsideHealth(request.url)) return;
    return reply
      .code(503)
      .header('retry-after', '300')
      .send({ code: 'under_maintenance', message: maintenanceMessage, maintenance: true });
  });
}
