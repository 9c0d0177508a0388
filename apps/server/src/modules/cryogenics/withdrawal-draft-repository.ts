import type { WithdrawalDraft } from '@fathom/contract/withdrawals';
import type { Queryable } from '../../db/database';

/** The customer's own stored sample (a cryogenic item of their client), or null. */
export async function findClientSample(
  db: Queryable,
  itemId: string,
  clientId: string,
): Promise<{ id: string } | null> {
  const { rows } = await db.query<{ id: string }>(
    "SELECT id FROM items WHERE id = $1 AND client_id = $2 AND category = 'cryogenic'",
    [itemId, clientId],
  );
  return rows[0] ?? null;
}

export async function findWithdrawalDraft(
  db: Queryable,
  itemId: string,
  clientId: string,
): Promise<WithdrawalDraft | null> {
  const { rows } = await db.query<{ fields: WithdrawalDraft }>(
    'SELECT fields FROM withdrawal_drafts WHERE item_id = $1 AND client_id = $2',
    [itemId, clientId],
  );
  return rows[0]?.fields ?? null;
}

export async function saveWithdrawalDraft(
  db: Queryable,
  draft: { itemId: string; clientId: string; fields: WithdrawalDraft; at: Date },
): Promise<void> {
  await db.write(
    ['withdrawal_drafts'],
    `INSERT INTO withdrawal_drafts (item_id, client_id, fields, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (item_id) DO UPDATE SET fields = EXCLUDED.fields, updated_at = EXCLUDED.updated_at`,
    [draft.itemId, draft.clientId, JSON.stringify(draft.fields), draft.at],
  );
}

/** A request made from the draft ends it. */
export async function deleteWithdrawalDraft(db: Queryable, itemId: string): Promise<void> {
  await db.write(['withdrawal_drafts'], 'DELETE FROM withdrawal_drafts WHERE item_id = $1', [itemId]);
}
