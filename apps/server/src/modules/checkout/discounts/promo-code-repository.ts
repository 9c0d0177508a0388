import type { PromoRule } from '@fathom/domain/discounts';
import { promoCustomerEmail } from '@fathom/domain/promo-codes';
import type { Queryable } from '../../../db/database';

export interface StoredPromoCode extends PromoRule {
  id: string;
  alwaysSkipPayment: boolean;
  testable: boolean;
}

/** A stored code as read: its columns, and how often the customer asking has used it. */
type PromoCodeRow = NewPromoCode & { customer_uses: number };

/**
 * The customer of a stored use, as promoCustomerEmail reads an email (without case or +tag): uses stored before
 * that rule kept the email lowercased only.
 */
const redeemedBy = (alias: string) => `regexp_replace(lower(${alias}.customer_email), '\\+[^@]*@', '@')`;

/**
 * How many uses of the code the customer with this email has made, and the number their next use takes (after
 * the highest: a use given back by a cancelled order leaves a gap in the numbers).
 */
export async function customerRedemptions(
  db: Queryable,
  promoCodeId: string,
  email: string,
): Promise<{ uses: number; nextNumber: number }> {
  const { rows } = await db.query<{ uses: number; next_number: number }>(
    `SELECT count(*)::int AS uses, coalesce(max(r.use_number), 0) + 1 AS next_number
       FROM promo_redemptions r WHERE r.promo_code_id = $1 AND ${redeemedBy('r')} = $2`,
    [promoCodeId, promoCustomerEmail(email)],
  );
  return { uses: rows[0]?.uses ?? 0, nextNumber: rows[0]?.next_number ?? 1 };
}

/**
 * Gives back the use of a code an order cancelled unpaid had taken: the customer's and one of the code's, so the
 * restored cart can use it again.
 */
export async function releasePromoCodeUse(tx: Queryable, orderId: string): Promise<void> {
  await tx.write(
    ['promo_redemptions', 'promo_codes'],
    `WITH released AS (DELETE FROM promo_redemptions WHERE order_id = $1 RETURNING promo_code_id)
     UPDATE promo_codes SET uses = greatest(uses - 1, 0) FROM released WHERE promo_codes.id = released.promo_code_id`,
    [orderId],
  );
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

/** A promo code as it is written: the columns of `promo_codes`. */
export interface NewPromoCode {
  id: string;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  target_keys: string[];
  min_subtotal_cents: number;
  always_skip_payment: boolean;
  testable: boolean;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  uses: number;
  expires_at: Date | null;
  hint: string | null;
}

export async function insertPromoCode(tx: Queryable, code: NewPromoCode): Promise<void> {
  await tx.write(
    ['promo_codes'],
    `INSERT INTO promo_codes (id, code, kind, value, target_keys, min_subtotal_cents, always_skip_payment, testable,
                              max_uses, max_uses_per_customer, uses, expires_at, hint)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      code.id,
      code.code,
      code.kind,
      code.value,
      code.target_keys,
      code.min_subtotal_cents,
      code.always_skip_payment,
      code.testable,
      code.max_uses,
      code.max_uses_per_customer,
      code.uses,
      code.expires_at,
      code.hint,
    ],
  );
}

/** The codes that let an order through with no payment (a test code, or one that always skips it), by name. */
export async function findPaymentSkippingCodes(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ code: string }>(
    'SELECT code FROM promo_codes WHERE always_skip_payment OR testable ORDER BY upper(code)',
  );
  return rows.map((row) => row.code);
}
