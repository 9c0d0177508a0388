import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';

export interface StaffAuditEntry {
  action: string;
  staff_email: string;
  detail: unknown;
  at: Date;
}

/** One staff change: who, which operation, on which kit (kept only when it names one), with what. */
export async function insertStaffAudit(
  db: Queryable,
  entry: { staffUserId: string; action: string; itemId: string | null; detail: unknown; at: Date },
): Promise<void> {
  await db.write(
    ['staff_audit'],
    `INSERT INTO staff_audit (id, staff_user_id, action, item_id, detail, at)
     VALUES ($1, $2, $3, (SELECT id FROM items WHERE id = $4::uuid), $5, $6)`,
    [randomUUID(), entry.staffUserId, entry.action, entry.itemId, JSON.stringify(entry.detail), entry.at],
  );
}

/** The staff changes made to a kit, newest first. */
export async function staffAuditOfItem(db: Queryable, itemId: string): Promise<StaffAuditEntry[]> {
  const { rows } = await db.query<StaffAuditEntry>(
    `SELECT a.action, u.email AS staff_email, a.detail, a.at FROM staff_audit a JOIN users u ON u.id = a.staff_user_id
      WHERE a.item_id = $1 ORDER BY a.at DESC, a.id LIMIT 200`,
    [itemId],
  );
  return rows;
}
