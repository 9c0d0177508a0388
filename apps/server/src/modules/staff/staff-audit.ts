import { randomUUID } from 'node:crypto';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { Database } from '../../db/database';
import { isUuid } from '../../http/uuid';

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
    await deps.db.query(
      `INSERT INTO staff_audit (id, staff_user_id, action, item_id, detail, at)
       VALUES ($1, $2, $3, (SELECT id FROM items WHERE id = $4::uuid), $5, $6)`,
      [
        randomUUID(),
        staff.id,
        route,
        itemId,
        JSON.stringify({ params, body: request.body ?? null }),
        deps.now(),
      ],
    );
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

export interface StaffAuditEntry {
  action: string;
  staff_email: string;
  detail: unknown;
  at: Date;
}

export async function staffAuditOfItem(db: Database, itemId: string): Promise<StaffAuditEntry[]> {
  const { rows } = await db.query<StaffAuditEntry>(
    `SELECT a.action, u.email AS staff_email, a.detail, a.at FROM staff_audit a JOIN users u ON u.id = a.staff_user_id
      WHERE a.item_id = $1 ORDER BY a.at DESC, a.id LIMIT 200`,
    [itemId],
  );
  return rows;
}
