import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/database';
import { generateToken, hashToken } from '../../../platform/tokens';
import { type ResultRow, resultColumns } from '../result-repository';

export interface ShareLinkRow {
  id: string;
  result_document_id: string;
  created_at: Date;
  revoked_at: Date | null;
}

/**
 * A link to one of the account's released results, for someone without an account (a doctor). The token
 * (256 random bits) is answered once; only its hash is kept. Null when the result is not the account's.
 */
export async function createShareLink(
  db: Queryable,
  owner: { clientId: string; userId: string },
  resultId: string,
  now: Date,
): Promise<{ link: ShareLinkRow; token: string } | null> {
  const token = generateToken();
  const { rows } = await db.write<ShareLinkRow>(
    ['result_share_links'],
    `INSERT INTO result_share_links (id, client_id, result_document_id, token_hash, created_by, created_at)
     SELECT $1, r.client_id, r.id, $4, $5, $6 FROM result_documents r
      WHERE r.id = $2 AND r.client_id = $3 AND r.ready_at IS NOT NULL AND r.ready_at <= $6
     RETURNING id, result_document_id, created_at, revoked_at`,
    [randomUUID(), resultId, owner.clientId, hashToken(token), owner.userId, now],
  );
  const link = rows[0];
  return link ? { link, token } : null;
}

export async function listShareLinks(db: Queryable, clientId: string): Promise<ShareLinkRow[]> {
  const { rows } = await db.query<ShareLinkRow>(
    `SELECT id, result_document_id, created_at, revoked_at FROM result_share_links
      WHERE client_id = $1 ORDER BY (revoked_at IS NULL) DESC, created_at DESC LIMIT 100`,
    [clientId],
  );
  return rows;
}

/** Revokes one of the account's links; false when it is not the account's or was revoked already. */
export async function revokeShareLink(
  db: Queryable,
  clientId: string,
  linkId: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.write(
    ['result_share_links'],
    `UPDATE result_share_links SET revoked_at = $3
      WHERE id = $1 AND client_id = $2 AND revoked_at IS NULL RETURNING id`,
    [linkId, clientId, now],
  );
  return rows.length > 0;
}

export interface SharedResult {
  linkId: string;
  clientId: string;
  result: ResultRow;
  storageStatus: string | null;
}

/** The result a live link shows; null for an unknown or revoked link. */
export async function findSharedResult(
  db: Queryable,
  token: string,
  now: Date,
): Promise<SharedResult | null> {
  const { rows } = await db.query<
    ResultRow & { link_id: string; link_client_id: string; storage_status: string | null }
  >(
    `SELECT l.id AS link_id, l.client_id AS link_client_id, i.storage_status, ${resultColumns('r')}
       FROM result_share_links l JOIN result_documents r ON r.id = l.result_document_id
       JOIN items i ON i.id = r.item_id
      WHERE l.token_hash = $1 AND l.revoked_at IS NULL AND r.ready_at IS NOT NULL AND r.ready_at <= $2`,
    [hashToken(token), now],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    linkId: row.link_id,
    clientId: row.link_client_id,
    result: row,
    storageStatus: row.storage_status,
  };
}
