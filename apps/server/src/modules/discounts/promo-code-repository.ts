import type { PromoRule } from '@fathom/domain/discounts';
import type { Queryable } from '../../db/database';

export interface StoredPromoCode extends PromoRule {
  id: string;
  alwaysSkipPayment: boolean;
  testable: boolean;
}

interface PromoCodeRow {
  id: string;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  target_keys: string[];
  min_subtotal_cents: number;
  always_skip_payment: boolean;
  testable: boolean;
  max_uses: number | null;
  uses: number;
  expires_at: Date | null;
  hint: string | null;
}

export async function findPromoCode(db: Queryable, code: string): Promise<StoredPromoCode | null> {
  const { rows } = await db.query<PromoCodeRow>(
    `SELECT id, code, kind, value, target_keys, min_subtotal_cents, always_skip_payment, testable, max_uses, uses,
            expires_at, hint
       FROM promo_codes WHERE upper(code) = upper($1)`,
    [code],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    targetKeys: row.target_keys,
    minSubtotalCents: row.min_subtotal_cents,
    maxUses: row.max_uses,
    uses: row.uses,
    expiresAt: row.expires_at,
    hint: row.hint,
    alwaysSkipPayment: row.always_skip_payment,
    testable: row.testable,
  };
}
