import type { Queryable } from '../../db/database';
import { deleteBatch } from '../../db/delete-batch';
import type { AuthUser } from '../../platform/auth-context';
import { toAuthUser, type UserColumns, userColumns } from './session-repository';

export interface ViewAsGrantRow {
  id: string;
  client_id: string;
  customer_name: string;
  started_at: Date;
  expires_at: Date;
}

/** The account holder of a client, as support names them: null for a client without one, or one disabled. */
export async function findAccountHolderName(
  db: Queryable,
  clientId: string,
): Promise<{ name: string } | null> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT u.first_name || ' ' || u.last_name AS name FROM users u
      WHERE u.client_id = $1 AND u.role = 'client' AND u.disabled_at IS NULL`,
    [clientId],
  );
  return rows[0] ?? null;
}

/**
 * A new view for the staff member's session, ending the session's other open views (one view at a time); none when
 * the session is not a signed-in session of ours still in use (an identity provider's token has no row).
 */
export async function insertViewAsGrant(
  db: Queryable,
  grant: {
    id: string;
    staffUserId: string;
    staffSessionId: string;
    clientId: string;
    customerName: string;
    startedAt: Date;
    expiresAt: Date;
  },
): Promise<ViewAsGrantRow | null> {
  await endViewAsGrants(db, { staffSessionId: grant.staffSessionId, now: grant.startedAt });
  const { rows } = await db.write<Omit<ViewAsGrantRow, 'customer_name'>>(
    ['view_as_grants'],
    `INSERT INTO view_as_grants (id, staff_user_id, staff_session_id, client_id, started_at, expires_at)
     SELECT $1, $2, s.id, $4, $5, $6 FROM sessions s
      WHERE s.id = $3 AND s.user_id = $2 AND s.revoked_at IS NULL
     RETURNING id, client_id, started_at, expires_at`,
    [grant.id, grant.staffUserId, grant.staffSessionId, grant.clientId, grant.startedAt, grant.expiresAt],
  );
  const row = rows[0];
  return row ? { ...row, customer_name: grant.customerName } : null;
}

/** Ends the session's open views (of one customer, when named); answers how many it ended. */
export async function endViewAsGrants(
  db: Queryable,
  scope: { staffSessionId: string; clientId?: string; now: Date },
): Promise<number> {
  const { rows } = await db.write<{ id: string }>(
    ['view_as_grants'],
    `UPDATE view_as_grants SET ended_at = $2
      WHERE staff_session_id = $1 AND ended_at IS NULL AND ($3::uuid IS NULL OR client_id = $3::uuid)
     RETURNING id`,
    [scope.staffSessionId, scope.now, scope.clientId ?? null],
  );
  return rows.length;
}

/**
 * The customer a view shows, while it lasts: the grant is this session's, not ended, not past its time, and its
 * customer is still an account holder in use. Read on every request of the view: nothing is cached.
 */
export async function findOpenViewAsCustomer(
  db: Queryable,
  grantId: string,
  staffSessionId: string,
  now: Date,
): Promise<{ clientId: string; customer: AuthUser } | null> {
  const { rows } = await db.query<UserColumns & { grant_client_id: string }>(
    `SELECT g.client_id AS grant_client_id, ${userColumns}
       FROM view_as_grants g
       JOIN users u ON u.client_id = g.client_id AND u.role = 'client' AND u.disabled_at IS NULL
       LEFT JOIN users parent ON parent.id = u.parent_user_id
      WHERE g.id = $1 AND g.staff_session_id = $2 AND g.ended_at IS NULL AND g.expires_at > $3`,
    [grantId, staffSessionId, now],
  );
  const row = rows[0];
  return row ? { clientId: row.grant_client_id, customer: toAuthUser(row) } : null;
}

/** Support's views as a customer that began before `cutoff`. */
export function deleteViewAsGrantsBefore(db: Queryable, cutoff: Date, limit: number): Promise<number> {
  return deleteBatch(db, {
    table: 'view_as_grants',
    key: 'id',
    condition: 'started_at < $1',
    params: [cutoff],
    limit,
  });
}
