import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import type { ChargeOutcome, PaymentProvider } from './index';

/**
 * Works offline and always answers the same (README): the token of 4242 4242 4242 4242 pays, that of
 * 4000 0000 0000 9995 has insufficient funds, every other is declined. Charges are kept in a ledger,
 * one per idempotency key, so a retried charge never charges twice.
 */
export function createSandboxPayments(db: Database): PaymentProvider {
  const outcomeOf = (token: string): Omit<ChargeOutcome, 'chargeId'> & { reason?: string } => {
    if (token === 'pm_sandbox_visa') return { status: 'succeeded' };
    if (token === 'pm_sandbox_insufficient_funds')
      return { status: 'declined', reason: 'insufficient_funds' };
    return { status: 'declined', reason: 'card_declined' };
  };
  return {
    async charge({ amountCents, paymentMethodToken, idempotencyKey }) {
      const outcome = outcomeOf(paymentMethodToken);
      await db.query(
        `INSERT INTO sandbox_payment_ledger (id, idempotency_key, amount_cents, status, decline_reason)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (idempotency_key) DO NOTHING`,
        [randomUUID(), idempotencyKey, amountCents, outcome.status, outcome.reason ?? null],
      );
      const { rows } = await db.query<{
        id: string;
        status: 'succeeded' | 'declined';
        decline_reason: string | null;
      }>('SELECT id, status, decline_reason FROM sandbox_payment_ledger WHERE idempotency_key = $1', [
        idempotencyKey,
      ]);
      const recorded = rows[0];
      if (recorded?.status === 'succeeded') return { status: 'succeeded', chargeId: recorded.id };
      return {
        status: 'declined',
        reason: recorded?.decline_reason === 'insufficient_funds' ? 'insufficient_funds' : 'card_declined',
      };
    },
  };
}
