import type { Queryable } from '../../../db/database';

export interface RecordPatient {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, or null when the account has none. */
  dateOfBirth: string | null;
}

/** Who an account's records are about: the account holder's name and date of birth. */
export async function findRecordPatient(db: Queryable, clientId: string): Promise<RecordPatient> {
  const { rows } = await db.query<{ first_name: string; last_name: string; date_of_birth: string | null }>(
    `SELECT u.first_name, u.last_name, c.date_of_birth
       FROM clients c LEFT JOIN users u ON u.client_id = c.id AND u.role = 'client'
      WHERE c.id = $1 ORDER BY u.created_at LIMIT 1`,
    [clientId],
  );
  const row = rows[0];
  return {
    firstName: row?.first_name ?? '',
    lastName: row?.last_name ?? '',
    dateOfBirth: row?.date_of_birth ?? null,
  };
}
