import type { Role } from '@fathom/contract/user';
import { isLanguage, type Language } from '@fathom/domain/languages';
import type { Queryable } from '../../../db/database';

export interface UserProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  preferredFirstName: string | null;
  role: Role;
  clientId: string | null;
  parentUserId: string | null;
  google2faConfiguredAt: Date | null;
  flagUnmarketable: boolean;
  language: Language | null;
}

interface UserProfileRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  preferred_first_name: string | null;
  role: Role;
  client_id: string | null;
  parent_user_id: string | null;
  google2fa_configured_at: Date | null;
  flag_unmarketable: boolean;
  language: string | null;
}

export async function findUserProfile(db: Queryable, userId: string): Promise<UserProfile | null> {
  const { rows } = await db.query<UserProfileRow>(
    `SELECT id, email, first_name, last_name, preferred_first_name, role, client_id, parent_user_id,
            google2fa_configured_at, flag_unmarketable, language
       FROM users WHERE id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    preferredFirstName: row.preferred_first_name,
    role: row.role,
    clientId: row.client_id,
    parentUserId: row.parent_user_id,
    google2faConfiguredAt: row.google2fa_configured_at,
    flagUnmarketable: row.flag_unmarketable,
    language: isLanguage(row.language) ? row.language : null,
  };
}
