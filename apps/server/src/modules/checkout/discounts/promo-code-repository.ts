import type { PromoRule } from '@fathom/domain/discounts';
import { promoCustomerEmail } from '@fathom/domain/promo-codes';
import type { Queryable } from '../../../db/database';

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

/**
 * The customer of a stored use, as promoCustomerEmail reads an email (without case or +tag): uses stored before
 * that rule kept the email lowercased only.
 */
const redeemedBy = (alias: string) => `regexp_replace(lower(${alias}.customer_email), '\\+[^@]*@', '@')`;

/** How many uses of the code the customer with this email has made. */
export async function countCustomerRedemptions(
  db: Queryable,
  promoCodeId: string,
  email: string,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM promo_redemptions r WHERE r.promo_code_id = $1 AND ${redeemedBy('r')} = $2`,
    [promoCodeId, promoCustomerEmail(email)],
  );
  return rows[0]?.n ?? 0;
}

/** Records the customer's numbered use of the code for the order (the customer as promoCustomerEmail reads them). */
export async function insertRedemption(
  db: Queryable,
  use: { promoCodeId: string; email: string; useNumber: number; orderId: string },
): Promise<void> {
  await db.write(
    ['promo_redemptions'],
    'INSERT INTO promo_redemptions (promo_code_id, customer_email, use_number, order_id) VALUES ($1, $2, $3, $4)',
    [use.promoCodeId, promoCustomerEmail(use.email), use.useNumber, use.orderId],
  );
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
              WHERE r.promo_code_id = p.id AND ${redeemedBy('r')} = $2) AS customer_uses
       FROM promo_codes p WHERE upper(p.code) = upper($1)`,
    [code, promoCustomerEmail(customerEmail ?? '')],
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

/** Takes one use of the code; false when it has none left. Holds the code's row until commit. */
export async function takePromoCodeUse(tx: Queryable, promoCodeId: string): Promise<boolean> {
  const { rows } = await tx.write(
    ['promo_codes'],
    `UPDATE promo_codes SET uses = uses + 1
      WHERE id = $1 AND (max_uses IS NULL OR uses < max_uses) RETURNING id`,
    [promoCodeId],
  );
  return rows.length > 0;
}
