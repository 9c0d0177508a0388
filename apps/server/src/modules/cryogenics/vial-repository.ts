import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { DomainError } from '../../http/domain-errors';

/**
 * The lab freezes a sample: its vials enter storage, each with a "stored" entry in its history, in the caller's
 * transaction (which holds the sample's row locked until it ends).
 */
export async function storeVials(
  tx: Queryable,
  itemId: string,
  request: { count: number; facility: string },
  now: Date,
): Promise<{ vial_ids: string[] }> {
  const { rows } = await tx.query(
    "SELECT id FROM items WHERE id = $1 AND category = 'cryogenic' FOR UPDATE",
    [itemId],
  );
  if (rows.length === 0) throw new DomainError('not_found', 'Not found.');
  const ids: string[] = [];
  for (let vial = 0; vial < request.count; vial++) {
    const id = randomUUID();
    ids.push(id);
    await tx.write(
      ['vials'],
      `INSERT INTO vials (id, item_id, status, storage_facility, stored_at)
       VALUES ($1, $2, 'awaiting_permanent_storage', $3, $4)`,
      [id, itemId, request.facility, now],
    );
    await tx.write(
      ['vial_events'],
      `INSERT INTO vial_events (id, vial_id, kind, facility, occurred_at) VALUES ($1, $2, 'stored', $3, $4)`,
      [randomUUID(), id, request.facility, now],
    );
  }
  return { vial_ids: ids };
}

/**
 * A vial moves to another facility (into long-term storage) or is destroyed, in the caller's transaction. A
 * withdrawn or destroyed vial does not change any more: refused as a conflict before anything is written.
 */
export async function recordVialEvent(
  tx: Queryable,
  vialId: string,
  request: { kind: 'moved' | 'destroyed'; facility: string; note?: string },
  now: Date,
): Promise<void> {
  const { rows } = await tx.write(
    ['vials'],
    `UPDATE vials SET
        status = CASE $2 WHEN 'destroyed' THEN 'destroyed' ELSE 'permanent_storage' END,
        storage_facility = $3
      WHERE id = $1 AND withdrawn_at IS NULL AND status <> 'destroyed' RETURNING id`,
    [vialId, request.kind, request.facility],
  );
  if (rows.length === 0) throw new DomainError('conflict', 'This vial has left storage and cannot change.');
  await tx.write(
    ['vial_events'],
    `INSERT INTO vial_events (id, vial_id, kind, facility, note, occurred_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [randomUUID(), vialId, request.kind, request.facility, request.note ?? null, now],
  );
}
