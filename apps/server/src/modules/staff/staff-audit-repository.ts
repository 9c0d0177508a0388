import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@fathom/domain/staff-roles';
import { containsPattern } from '../../db/contains-pattern';
import type { Queryable } from '../../db/database';
import { deleteBatch } from '../../db/delete-batch';

export interface StaffAuditEntry {
  action: string;
  staff_email: string;
  detail: unknown;
  at: Date;
}

/**
 * One staff action or read: who, in which role, which route, on which customer (the client named, else the
 * kit's or the order's), on which kit (kept only when it names one), with what.
 */
export async function insertStaffAudit(
  db: Queryable,
  entry: {
    staffUserId: string;
    staffRole: StaffRole | null;
    kind: 'action' | 'read';
    action: string;
    itemId: string | null;
    orderId?: string | null;
    clientId?: string | null;
    detail: unknown;
    at: Date;
  },
): Promise<void> {
  await db.write(
    ['staff_audit'],
    `INSERT INTO staff_audit (id, staff_user_id, staff_role, kind, action, item_id, client_id, detail, at)
     VALUES ($1, $2, $3, $4, $5, (SELECT id FROM items WHERE id = $6::uuid),
             coalesce((SELECT id FROM clients WHERE id = $7::uuid),
                      (SELECT client_id FROM items WHERE id = $6::uuid),
                      (SELECT client_id FROM orders WHERE id = $8::uuid)),
             $9, $10)`,
    [
      randomUUID(),
      entry.staffUserId,
      entry.staffRole,
      entry.kind,
      entry.action,
      entry.itemId,
      entry.clientId ?? null,
      entry.orderId ?? null,
      JSON.stringify(entry.detail),
      entry.at,
    ],
  );
}

/** The staff changes made to a kit, newest first. */
export async function staffAuditOfItem(db: Queryable, itemId: string): Promise<StaffAuditEntry[]> {
  const { rows } = await db.query<StaffAuditEntry>(
    `SELECT a.action, u.email AS staff_email, a.detail, a.at FROM staff_audit a JOIN users u ON u.id = a.staff_user_id
      WHERE a.item_id = $1 AND a.kind = 'action' ORDER BY a.at DESC, a.id LIMIT 200`,
    [itemId],
  );
  return rows;
}

export interface AuditRow {
  id: string;
  at: Date;
  kind: 'action' | 'read';
  action: string;
  staff_email: string;
  staff_role: StaffRole | null;
  client_id: string | null;
  client_email: string | null;
  item_id: string | null;
  detail: unknown;
}

export interface AuditFilter {
  staffEmail?: string;
  /** A client id, or the email address of its account holder. */
  client?: string;
  action?: string;
  kind?: 'action' | 'read';
  from?: Date;
  /** Exclusive. */
  before?: Date;
  newestFirst: boolean;
  limit: number;
  offset: number;
  /** Rows are counted up to this many; more is said as `totalAtLeast`. */
  countUpTo: number;
}

/**
 * The audit, a page at a time, filtered by staff member, customer, action, kind and days, and how many rows it holds,
 * counted up to `countUpTo` (the log grows by millions of rows: counting them all would cost every page).
 */
export async function listStaffAudit(
  db: Queryable,
  filter: AuditFilter,
): Promise<{ rows: AuditRow[]; total: number; totalAtLeast: boolean }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  if (filter.staffEmail)
    add(
      (p) => `a.staff_user_id IN (SELECT id FROM users WHERE lower(email) = lower(${p}))`,
      filter.staffEmail,
    );
  if (filter.client) {
    if (/^[0-9a-f-]{36}$/i.test(filter.client)) add((p) => `a.client_id = ${p}::uuid`, filter.client);
    else
      add(
        (p) =>
          `a.client_id IN (SELECT client_id FROM users WHERE lower(email) = lower(${p}) AND client_id IS NOT NULL)`,
        filter.client,
      );
  }
  if (filter.action) add((p) => `a.action LIKE ${p}`, containsPattern(filter.action));
  if (filter.kind) add((p) => `a.kind = ${p}`, filter.kind);
  if (filter.from) add((p) => `a.at >= ${p}`, filter.from);
  if (filter.before) add((p) => `a.at < ${p}`, filter.before);
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const direction = filter.newestFirst ? 'DESC' : 'ASC';
  const { rows } = await db.query<AuditRow>(
    `SELECT a.id, a.at, a.kind, a.action, u.email AS staff_email, a.staff_role, a.client_id,
            (SELECT h.email FROM users h WHERE h.client_id = a.client_id AND h.role = 'client' LIMIT 1) AS client_email,
            a.item_id, a.detail
       FROM (SELECT * FROM staff_audit a ${whereSql}
              ORDER BY a.at ${direction}, a.id ${direction} LIMIT $${params.length + 1} OFFSET $${params.length + 2}) a
       JOIN users u ON u.id = a.staff_user_id
      ORDER BY a.at ${direction}, a.id ${direction}`,
    [...params, filter.limit, filter.offset],
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (SELECT 1 FROM staff_audit a ${whereSql} LIMIT $${params.length + 1}) counted`,
    [...params, filter.countUpTo],
  );
  const total = count.rows[0]?.total ?? 0;
  return { rows, total, totalAtLeast: total >= filter.countUpTo };
}

/** Staff actions and reads before `cutoff`. */
export function deleteStaffAuditBefore(db: Queryable, cutoff: Date, limit: number): Promise<number> {
  return deleteBatch(db, { table: 'staff_audit', key: 'id', condition: 'at < $1', params: [cutoff], limit });
}
