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
  max_uses_per_customer: number | null;
  customer_uses: number;
  expires_at: Date | null;
  hint: string | null;
}

/** The code as stored, with how often the customer with this email has used it already. */
export async function findPromoCode(
  db: Queryable,
  code: string,
  customerEmail?: string | null,
): Promise<StoredPromoCode | null> {
  const { rows } = await db.query<PromoCodeRow>(
    `SELECT p.id, p.code, p.kind, p.value, p.target_keys, p.min_subtotal_cents, p.always_skip_payment, p.testable,
            p.max_uses, p.uses, p.max_uses_per_customer, p.expires_at, p.hint,
            (SELECT count(*)::int FROM promo_redemptions r
              WHERE r.promo_code_id = p.id AND r.customer_email = lower($2)) AS customer_uses
       FROM promo_codes p WHERE upper(p.code) = upper($1)`,
    [code, customerEmail?.trim() ?? ''],
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
    maxUsesPerCustomer: row.max_uses_per_customer,
    customerUses: row.customer_uses,
    expiresAt: row.expires_at,
    hint: row.hint,
    alwaysSkipPayment: row.always_skip_payment,
    testable: row.testable,
  };
}
