import type { Queryable } from '../../../db/database';

/** Wrong passcodes a link takes in its whole life: the fifth locks it for good. */
export const PASSCODE_ATTEMPTS = 5;

export interface HealthLinkRow {
  id: string;
  client_id: string;
  item_id: string;
  result_document_id: string | null;
  label: string;
  has_passcode: boolean;
  failed_passcodes: number;
  expires_at: Date;
  created_at: Date;
  revoked_at: Date | null;
  open_count: number;
  last_opened_at: Date | null;
}

const linkColumns = `id, client_id, item_id, result_document_id, label, passcode_hash IS NOT NULL AS has_passcode,
  failed_passcodes, expires_at, created_at, revoked_at, open_count, last_opened_at`;

export interface NewHealthLink {
  id: string;
  clientId: string;
  itemId: string;
  resultDocumentId: string | null;
  manifestIdHash: string;
  label: string;
  encryptedRecord: string;
  passcodeHash: string | null;
  expiresAt: Date;
  createdBy: string;
  createdAt: Date;
}

export async function insertHealthLink(db: Queryable, link: NewHealthLink): Promise<HealthLinkRow> {
  const { rows } = await db.write<HealthLinkRow>(
    ['health_links'],
    `INSERT INTO health_links (id, client_id, item_id, result_document_id, manifest_id_hash, label,
       encrypted_record, passcode_hash, expires_at, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${linkColumns}`,
    [
      link.id,
      link.clientId,
      link.itemId,
      link.resultDocumentId,
      link.manifestIdHash,
      link.label,
      link.encryptedRecord,
      link.passcodeHash,
      link.expiresAt,
      link.createdBy,
      link.createdAt,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('The health link was not saved');
  return row;
}

/** One opening of a link: who said they were opening it (null before recipients were kept), and when. */
export interface HealthLinkOpening {
  recipient: string | null;
  opened_at: string;
}

/**
 * The account's links, newest first, each with its latest openings (newest first), read from the readings of
 * results the openings made.
 */
export async function listHealthLinks(
  db: Queryable,
  clientId: string,
  openingsPerLink: number,
): Promise<(HealthLinkRow & { openings: HealthLinkOpening[] })[]> {
  const { rows } = await db.query<HealthLinkRow & { openings: HealthLinkOpening[] }>(
    `SELECT ${linkColumns},
            COALESCE((SELECT json_agg(json_build_object('recipient', o.recipient, 'opened_at', o.viewed_at)
                                      ORDER BY o.viewed_at DESC, o.id)
                        FROM (SELECT v.id, v.recipient, v.viewed_at FROM result_views v
                               WHERE v.health_link_id = health_links.id
                               ORDER BY v.viewed_at DESC, v.id LIMIT $2) o), '[]'::json) AS openings
       FROM health_links WHERE client_id = $1 ORDER BY created_at DESC, id LIMIT 100`,
    [clientId, openingsPerLink],
  );
  return rows;
}

/** Turns one of the account's links off; false when it is not the account's or is off already. */
export async function revokeHealthLink(
  db: Queryable,
  clientId: string,
  linkId: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.write(
    ['health_links'],
    'UPDATE health_links SET revoked_at = $3 WHERE id = $1 AND client_id = $2 AND revoked_at IS NULL RETURNING id',
    [linkId, clientId, now],
  );
  return rows.length > 0;
}

export type ManifestOpening =
  | { kind: 'gone' }
  | { kind: 'wrong_passcode'; remainingAttempts: number }
  | { kind: 'opened'; link: HealthLinkRow; encryptedRecord: string };

/**
 * A clinic opens the link behind the manifest address: refused once turned off, expired or locked; with a
 * passcode, a wrong one is counted (the link row is locked meanwhile, so parallel guesses are counted one by
 * one, until the caller's transaction ends) and the last allowed miss locks the link. A successful opening is
 * counted.
 */
export async function openHealthLink(
  tx: Queryable,
  manifestIdHash: string,
  passcode: string | undefined,
  passcodeMatches: (passcode: string, passcodeHash: string) => Promise<boolean>,
  now: Date,
  /** The hash of a fresh file address when the record is to be fetched rather than embedded. */
  fileTicket: { hash: string; expiresAt: Date } | null = null,
): Promise<ManifestOpening> {
  const { rows } = await tx.query<HealthLinkRow & { passcode_hash: string | null; encrypted_record: string }>(
    `SELECT ${linkColumns}, passcode_hash, encrypted_record FROM health_links WHERE manifest_id_hash = $1 FOR UPDATE`,
    [manifestIdHash],
  );
  const row = rows[0];
  if (!row || row.revoked_at || new Date(row.expires_at) <= now || row.failed_passcodes >= PASSCODE_ATTEMPTS)
    return { kind: 'gone' };
  // A request without the passcode is a viewer that did not ask for it: refused, but not counted as a guess.
  if (row.passcode_hash && passcode === undefined)
    return { kind: 'wrong_passcode', remainingAttempts: PASSCODE_ATTEMPTS - row.failed_passcodes };
  if (row.passcode_hash && passcode !== undefined && !(await passcodeMatches(passcode, row.passcode_hash))) {
    const failed = row.failed_passcodes + 1;
    await tx.write(['health_links'], 'UPDATE health_links SET failed_passcodes = $2 WHERE id = $1', [
      row.id,
      failed,
    ]);
    return { kind: 'wrong_passcode', remainingAttempts: Math.max(0, PASSCODE_ATTEMPTS - failed) };
  }
  const opened = await tx.write<HealthLinkRow>(
    ['health_links'],
    `UPDATE health_links SET open_count = open_count + 1, last_opened_at = $2,
            file_ticket_hash = COALESCE($3, file_ticket_hash), file_ticket_expires_at = COALESCE($4, file_ticket_expires_at)
      WHERE id = $1 RETURNING ${linkColumns}`,
    [row.id, now, fileTicket?.hash ?? null, fileTicket?.expiresAt ?? null],
  );
  const link = opened.rows[0];
  if (!link) return { kind: 'gone' };
  return { kind: 'opened', link, encryptedRecord: row.encrypted_record };
}

/**
 * The encrypted record behind a file address a manifest answer gave, once: the address is used up, and refused
 * after its five minutes or once the link has expired or was turned off.
 */
export async function takeHealthLinkFile(
  db: Queryable,
  ticketHash: string,
  now: Date,
): Promise<string | null> {
  const { rows } = await db.write<{ encrypted_record: string }>(
    ['health_links'],
    `UPDATE health_links SET file_ticket_hash = NULL, file_ticket_expires_at = NULL
      WHERE file_ticket_hash = $1 AND file_ticket_expires_at > $2 AND revoked_at IS NULL AND expires_at > $2
        AND failed_passcodes < $3
      RETURNING encrypted_record`,
    [ticketHash, now, PASSCODE_ATTEMPTS],
  );
  return rows[0]?.encrypted_record ?? null;
}
