import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { Database } from '../../db/database';
import { isUuid } from '../../http/uuid';
import { insertStaffAudit } from './staff-audit-repository';

/**
 * Every change made through the staff API is written to the staff audit before its answer leaves: who, which
 * operation, on which item, with what. A refused request changes nothing and is not recorded.
 */
export function registerStaffAudit(app: FastifyInstance, deps: { db: Database; now: () => Date }): void {
  const audit: onSendHookHandler = async (request, reply, payload) => {
    const route = request.routeOptions.url ?? '';
    if (reply.statusCode >= 400) return payload;
    const staff = request.auth?.user;
    if (staff?.role !== 'staff') return payload;
    const params = (request.params ?? {}) as Record<string, string>;
    const itemId = params.itemId && isUuid(params.itemId) ? params.itemId : null;
    await insertStaffAudit(deps.db, {
      staffUserId: staff.id,
      action: route,
      itemId,
      detail: { params, body: request.body ?? null },
      at: deps.now(),
    });
    return payload;
  };
  // Only on the staff's changes, rather than a hook every answer of the portal passes through.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('POST') || !route.url.startsWith('/api/staff/')) return;
    const own = route.onSend ?? [];
    route.onSend = [...(Array.isArray(own) ? own : [own]), audit];
  });
}
