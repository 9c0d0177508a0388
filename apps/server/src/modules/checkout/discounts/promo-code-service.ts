import { skipsPayment } from '@fathom/domain/promo-codes';
import type { Queryable } from '../../../db/database';
import { DomainError } from '../../../http/domain-errors';
import { findPaymentSkippingCodes, insertPromoCode, type NewPromoCode } from './promo-code-repository';

export type { NewPromoCode } from './promo-code-repository';

const skipsPaymentWhenUsed = (code: NewPromoCode) =>
  skipsPayment({ alwaysSkipPayment: code.always_skip_payment, testable: code.testable });

/**
 * Writes promo codes: the one way codes are created (the demo seed today; a staff tool would call it too). In
 * production a code that skips payment is refused, naming it, and none of the codes is written.
 */
export async function createPromoCodes(
  tx: Queryable,
  codes: readonly NewPromoCode[],
  options: { production: boolean },
): Promise<void> {
  const refused = codes.filter(skipsPaymentWhenUsed).map((code) => code.code);
  if (options.production && refused.length > 0) {
    throw new DomainError(
      'forbidden',
      `Not created: promo codes that skip payment (${refused.join(', ')}) are refused in production, where no order is paid without a payment.`,
    );
  }
  for (const code of codes) await insertPromoCode(tx, code);
}

/** The codes a database holds that would let an order through with no payment; production refuses to start on them. */
export const paymentSkippingCodes = (db: Queryable): Promise<string[]> => findPaymentSkippingCodes(db);
