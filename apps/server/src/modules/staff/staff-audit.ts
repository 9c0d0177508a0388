import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { Database } from '../../db/database';
import '../../http/staff-audit-subject';
import { isUuid } from '../../http/uuid';
import { insertStaffAudit } from './staff-audit-repository';

/** Staff routes that read nothing of a customer's: the member's own details, and the audit itself. */
const notAudited = new Set(['GET /api/staff/me', 'GET /api/staff/audit']);

const uuidParam = (params: Record<string, string>, name: string) => {
  const value = params[name];
  return value && isUuid(value) ? value : null;
};

/** An action's body as the audit keeps it: an authenticator code given to confirm it is no part of what was done. */
function withoutCodes(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('one_time_password' in body)) return body ?? null;
  const { one_time_password: _code, ...rest } = body as Record<string, unknown>;
  return rest;
}

/**
 * Every staff request that succeeds is written to the staff audit before its answer leaves (issue 47): a change
 * as an action, a read (a customer's record or result, a queue) as a read; who, in which role, which route,
 * on which customer (found from the kit, order or client the route names, or the one the route tells it), with
 * what. A refused request changes and shows nothing and is not recorded.
 */
export function registerStaffAudit(app: FastifyInstance, deps: { db: Database; now: () => Date }): void {
  const audit: onSendHookHandler = async (request, reply, payload) => {
    const route = request.routeOptions.url ?? '';
    if (reply.statusCode >= 400) return payload;
    const staff = request.auth?.user;
    if (staff?.role !== 'staff') return payload;
    const params = (request.params ?? {}) as Record<string, string>;
    const read = request.method === 'GET';
    await insertStaffAudit(deps.db, {
      staffUserId: staff.id,
      staffRole: staff.staffRole,
      kind: read ? 'read' : 'action',
      action: route,
      itemId: request.staffAuditKit ?? uuidParam(params, 'itemId'),
      orderId: uuidParam(params, 'orderId'),
      clientId: request.staffAuditClient ?? uuidParam(params, 'clientId'),
      detail: read ? { params, query: request.query ?? null } : { params, body: withoutCodes(request.body) },
      at: deps.now(),
    });
    return payload;
  };
  /**
   * A read of the portal while support views as the customer is the staff member's read of that customer. Every
   * answer passes this hook, since every route of the portal can be read in a view: it returns at once without one.
   */
  const auditViewAs: onSendHookHandler = (request, reply, payload, done) => {
    const viewAs = request.auth?.viewAs;
    if (!viewAs || reply.statusCode >= 400) {
      done(null, payload);
      return;
    }
    const params = (request.params ?? {}) as Record<string, string>;
    insertStaffAudit(deps.db, {
      staffUserId: viewAs.staff.id,
      staffRole: viewAs.staff.staffRole,
      kind: 'read',
      action: request.routeOptions.url ?? '',
      itemId: uuidParam(params, 'itemId'),
      orderId: uuidParam(params, 'orderId'),
      clientId: request.auth?.user.clientId ?? null,
      detail: { view_as: viewAs.grantId, params, query: request.query ?? null },
      at: deps.now(),
    }).then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  };
  app.addHook('onSend', auditViewAs);
  app.decorateRequest('staffAuditKit', null);
  app.decorateRequest('staffAuditClient', null);
  // Only on the staff's routes, rather than a hook every answer of the portal passes through.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/staff/')) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (method) => method !== 'HEAD' && !notAudited.has(`${method} ${route.url}`),
    );
    if (methods.length === 0) return;
    const own = route.onSend ?? [];
    route.onSend = [...(Array.isArray(own) ? own : [own]), audit];
  });
}
