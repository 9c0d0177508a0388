import type { Queryable } from '../../../db/database';

/** How long a checkout draft can be read and saved after it was opened. */
export const DRAFT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const openedSince = (now: Date) => new Date(now.getTime() - DRAFT_LIFETIME_MS);

export async function insertDraft(
  db: Queryable,
  draft: { id: string; email: string; secretHash: string; now: Date },
): Promise<void> {
  await db.write(
    ['checkout_intents'],
    `INSERT INTO checkout_intents (id, email, form, secret_hash, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5)`,
    [
      draft.id,
      draft.email,
      JSON.stringify({ account_details: { email: draft.email } }),
      draft.secretHash,
      draft.now,
    ],
  );
}

/** Saves the draft for the browser holding its secret, within its lifetime; answers whether it did. */
export async function saveDraft(
  db: Queryable,
  draft: { id: string; secretHash: string; email: string; form: unknown; items: unknown; now: Date },
): Promise<boolean> {
  const { rows } = await db.write(
    ['checkout_intents'],
    `UPDATE checkout_intents SET form = $3, items = $4, email = $5, updated_at = $6
      WHERE id = $1 AND secret_hash = $2 AND created_at > $7 RETURNING id`,
    [
      draft.id,
      draft.secretHash,
      JSON.stringify(draft.form),
      JSON.stringify(draft.items),
      draft.email,
      draft.now,
      openedSince(draft.now),
    ],
  );
  return rows.length > 0;
}

export interface StoredDraft {
  id: string;
  form: unknown;
  items: unknown;
}

/** The draft for the browser holding its secret, within its lifetime; null otherwise. */
export async function findDraft(
  db: Queryable,
  draft: { id: string; secretHash: string; now: Date },
): Promise<StoredDraft | null> {
  const { rows } = await db.query<StoredDraft>(
    'SELECT id, form, items FROM checkout_intents WHERE id = $1 AND secret_hash = $2 AND created_at > $3',
    [draft.id, draft.secretHash, openedSince(draft.now)],
  );
  return rows[0] ?? null;
}

/** Deletes the drafts past their lifetime; answers how many. */
export async function deleteExpiredDrafts(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.write(
    ['checkout_intents'],
    'DELETE FROM checkout_intents WHERE created_at <= $1 RETURNING id',
    [openedSince(now)],
  );
  return rows.length;
}
