import { randomUUID } from 'node:crypto';
import type { Language } from '@fathom/domain/languages';
import type { Queryable } from '../../db/database';

export interface SignatureRow {
  id: string;
  step: number;
  version: string;
  signed_name: string;
  signed_at: Date;
}

/** Whether the account has STI kits and a partner (which agreements it needs), and its signatures. */
export async function findAccountAgreementFacts(db: Queryable, clientId: string) {
  const { rows } = await db.query<{
    has_sti: boolean;
    has_partner: boolean;
    signatures: (Omit<SignatureRow, 'signed_at'> & { signed_at: string })[];
  }>(
    `SELECT EXISTS (SELECT 1 FROM items WHERE client_id = $1 AND category = 'sti') AS has_sti,
            EXISTS (SELECT 1 FROM users partner JOIN users holder ON holder.id = partner.parent_user_id
                     WHERE holder.client_id = $1 AND partner.role = 'authorized_user'
                       AND partner.disabled_at IS NULL) AS has_partner,
            coalesce((
              SELECT json_agg(json_build_object('id', s.id, 'step', s.step, 'version', s.version,
                                                'signed_name', s.signed_name, 'signed_at', s.signed_at))
                FROM signed_documents s WHERE s.client_id = $1
            ), '[]'::json) AS signatures`,
    [clientId],
  );
  const row = rows[0];
  return {
    hasSti: row?.has_sti === true,
    hasPartner: row?.has_partner === true,
    signatures: (row?.signatures ?? []).map((signature) => ({
      ...signature,
      signed_at: new Date(signature.signed_at),
    })) as SignatureRow[],
  };
}

/** Records a signature; false when the agreement was signed already (the first signature stands). */
export async function insertSignature(
  db: Queryable,
  signature: {
    clientId: string;
    step: number;
    version: string;
    userId: string;
    signedName: string;
    at: Date;
    /** The language the signer read the agreement in (migration 0136). */
    language: Language;
  },
): Promise<boolean> {
  const inserted = await db.write(
    ['signed_documents'],
    `INSERT INTO signed_documents (id, client_id, step, version, signed_by, signed_name, signed_at, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (client_id, step) DO NOTHING RETURNING id`,
    [
      randomUUID(),
      signature.clientId,
      signature.step,
      signature.version,
      signature.userId,
      signature.signedName,
      signature.at,
      signature.language,
    ],
  );
  return inserted.rows.length > 0;
}

/** The steps among these the account has signed. */
export async function findSignedSteps(db: Queryable, clientId: string, steps: number[]): Promise<number[]> {
  const { rows } = await db.query<{ step: number }>(
    'SELECT step FROM signed_documents WHERE client_id = $1 AND step = ANY($2::int[])',
    [clientId, steps],
  );
  return rows.map((row) => row.step);
}

/**
 * A signed agreement with the account's number and the language it was read in (null for a signature made before
 * that was kept), for its PDF; null when not signed.
 */
export async function findSignatureForPdf(db: Queryable, clientId: string, step: number) {
  const { rows } = await db.query<{
    signed_name: string;
    signed_at: Date;
    version: string;
    number: string;
    language: string | null;
  }>(
    `SELECT s.signed_name, s.signed_at, s.version, c.number, s.language FROM signed_documents s
       JOIN clients c ON c.id = s.client_id WHERE s.client_id = $1 AND s.step = $2`,
    [clientId, step],
  );
  return rows[0] ?? null;
}
