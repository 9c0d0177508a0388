import type { StaffRole } from '@fathom/domain/staff-roles';
import { containsPattern } from '../../db/contains-pattern';
import type { Queryable } from '../../db/database';
import { NO_PASSWORD } from './passwords';

export type StaffStatus = 'invited' | 'active' | 'suspended';

export interface StaffMemberRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  staff_role: StaffRole;
  status: StaffStatus;
  two_factor_configured: boolean;
  created_at: Date;
}

const statusOf = `CASE WHEN u.disabled_at IS NOT NULL THEN 'suspended'
  WHEN u.password_hash = '${NO_PASSWORD}' THEN 'invited' ELSE 'active' END`;

const sortColumns = {
  email: 'lower(u.email)',
  created_at: 'u.created_at',
  staff_role: 'u.staff_role',
} as const;

export interface StaffMemberFilter {
  q?: string;
  staffRole?: StaffRole;
  status?: StaffStatus;
  sort: { column: keyof typeof sortColumns; descending: boolean };
  limit: number;
  offset: number;
}

/** The clinic's staff, a page at a time, with the filters and order the admin chose. */
export async function listStaffMembers(
  db: Queryable,
  filter: StaffMemberFilter,
): Promise<{ rows: StaffMemberRow[]; total: number }> {
  const where = ["u.role = 'staff'"];
  const params: unknown[] = [];
  if (filter.q) {
    params.push(containsPattern(filter.q.toLowerCase()));
    where.push(
      `(lower(u.email) LIKE $${params.length} OR lower(u.first_name || ' ' || u.last_name) LIKE $${params.length})`,
    );
  }
  if (filter.staffRole) {
    params.push(filter.staffRole);
    where.push(`u.staff_role = $${params.length}`);
  }
  if (filter.status) {
    params.push(filter.status);
    where.push(`${statusOf} = $${params.length}`);
  }
  const order = `${sortColumns[filter.sort.column]} ${filter.sort.descending ? 'DESC' : 'ASC'}, u.id`;
  const { rows } = await db.query<StaffMemberRow>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.staff_role, ${statusOf} AS status,
            u.google2fa_configured_at IS NOT NULL AS two_factor_configured, u.created_at
       FROM users u WHERE ${where.join(' AND ')}
      ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, filter.limit, filter.offset],
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM users u WHERE ${where.join(' AND ')}`,
    params,
  );
  return { rows, total: count.rows[0]?.total ?? 0 };
}

export async function findStaffMember(db: Queryable, userId: string): Promise<StaffMemberRow | null> {
  const { rows } = await db.query<StaffMemberRow>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.staff_role, ${statusOf} AS status,
            u.google2fa_configured_at IS NOT NULL AS two_factor_configured, u.created_at
       FROM users u WHERE u.id = $1 AND u.role = 'staff'`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function setStaffRole(
  db: Queryable,
  userId: string,
  staffRole: StaffRole,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.write(
    ['users'],
    `UPDATE users SET staff_role = $2, updated_at = $3 WHERE id = $1 AND role = 'staff' RETURNING id`,
    [userId, staffRole, now],
  );
  return rows.length > 0;
}

/** Suspends (a time) or reinstates (null) a staff account; a suspended account cannot sign in. */
export async function setStaffSuspended(
  db: Queryable,
  userId: string,
  at: Date | null,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.write(
    ['users'],
    `UPDATE users SET disabled_at = $2, updated_at = $3 WHERE id = $1 AND role = 'staff' RETURNING id`,
    [userId, at, now],
  );
  return rows.length > 0;
}

/** How many active admins there are besides this one: the last admin is never suspended nor re-roled. */
export async function otherActiveAdmins(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM users
      WHERE role = 'staff' AND staff_role = 'admin' AND disabled_at IS NULL AND id <> $1`,
    [userId],
  );
  return rows[0]?.total ?? 0;
}
