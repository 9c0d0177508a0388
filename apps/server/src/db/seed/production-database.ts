import { paymentSkippingCodes } from '../../modules/checkout/discounts/promo-code-service';
import type { Queryable } from '../database';
import { findDemoTraces } from './demo-traces-repository';

/**
 * Why a production start refuses the database it has just migrated, as the one line it prints, or undefined: the
 * demo personas' accounts (a staging copy promoted by mistake, ADR 017), or a promo code that lets an order through
 * with no payment, however it got there (ADR 043).
 */
export async function productionDatabaseRefusal(db: Queryable): Promise<string | undefined> {
  const traces = await findDemoTraces(db);
  if (traces.length > 0) {
    return `Invalid configuration: DATABASE_URL holds demo data (${traces.join(', ')}); production refuses a demo database`;
  }
  const codes = await paymentSkippingCodes(db);
  if (codes.length > 0) {
    return `Invalid configuration: DATABASE_URL holds promo codes that skip payment (${codes.join(', ')}); production refuses them, since no order is paid there without a payment: clear their always_skip_payment and testable flags, or delete them`;
  }
  return undefined;
}
