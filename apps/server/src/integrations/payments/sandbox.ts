import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import { isUuid } from '../../http/uuid';
import {
  type ChargeOutcome,
  type DeclineReason,
  type PaymentProvider,
  PaymentRequestRefusedError,
} from './index';

/** The tokens the sandbox card form makes in the browser (README): 4242… pays, 9995 lacks funds, others decline. */
export const sandboxCardTokens = {
  visa: 'pm_sandbox_visa',
  declined: 'pm_sandbox_declined',
  insufficientFunds: 'pm_sandbox_insufficient_funds',
} as const;

interface LedgerRow {
  id: string;
  amount_cents: number;
  currency: string;
  status: 'succeeded' | 'declined';
  decline_reason: DeclineReason | null;
  refunded_cents: number;
}

const ledgerColumns = 'id, amount_cents, currency, status, decline_reason, refunded_cents';

function outcomeOfToken(
  token: string,
): { status: 'succeeded' } | { status: 'declined'; reason: DeclineReason } {
  if (token === sandboxCardTokens.visa) return { status: 'succeeded' };
  if (token === sandboxCardTokens.insufficientFunds)
    return { status: 'declined', reason: 'insufficient_funds' };
  return { status: 'declined', reason: 'card_declined' };
}

function outcomeOfRow(row: LedgerRow): ChargeOutcome {
  if (row.status === 'succeeded') return { status: 'succeeded', chargeId: row.id };
  return { status: 'declined', reason: row.decline_reason ?? 'card_declined' };
}

/**
 * Works offline and always answers the same. Charges are kept in a ledger table, one per idempotency key,
 * so a retried charge never charges twice and every charge can be checked afterwards.
 */
export function createSandboxPayments(db: Database): PaymentProvider {
  const findByKey = async (idempotencyKey: string) =>
    (
      await db.query<LedgerRow>(
        `SELECT ${ledgerColumns} FROM sandbox_payment_ledger WHERE idempotency_key = $1`,
        [idempotencyKey],
      )
    ).rows[0] ?? null;

  return {
    name: 'sandbox',
    // A sandbox charge is a write to this database: it commits in moments or not at all.
    callTimeoutMs: 5_000,

    async charge(request) {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
        throw new PaymentRequestRefusedError('A charge must be a whole number of cents above zero.');
      }
      const outcome = outcomeOfToken(request.paymentMethodToken);
      // A new key is written and returned at once; a key seen before is read back, as the provider answers
      // a retried charge with its first outcome.
      const inserted = await db.write<LedgerRow>(
        ['sandbox_payment_ledger'],
        `INSERT INTO sandbox_payment_ledger
           (id, idempotency_key, amount_cents, currency, status, decline_reason, description, customer_email)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING ${ledgerColumns}`,
        [
          randomUUID(),
          request.idempotencyKey,
          request.amountCents,
          request.currency,
          outcome.status,
          outcome.status === 'declined' ? outcome.reason : null,
          request.description,
          request.customerEmail,
        ],
      );
      const recorded = inserted.rows[0] ?? (await findByKey(request.idempotencyKey));
      if (!recorded) throw new Error('The sandbox ledger lost a charge it had just recorded');
      if (recorded.amount_cents !== request.amountCents || recorded.currency !== request.currency) {
        throw new PaymentRequestRefusedError('This idempotency key was used for a charge of another amount.');
      }
      return outcomeOfRow(recorded);
    },

    async refund({ chargeId, amountCents, idempotencyKey }) {
      if (!isUuid(chargeId)) throw new PaymentRequestRefusedError('No such charge.');
      return db.transaction(async (tx) => {
        // Locking the charge first queues simultaneous refunds of it, so a repeated key is seen by the second.
        const { rows } = await tx.query<LedgerRow>(
          `SELECT id, amount_cents, currency, status, decline_reason, refunded_cents
             FROM sandbox_payment_ledger WHERE id = $1 FOR UPDATE`,
          [chargeId],
        );
        const charge = rows[0];
        if (charge?.status !== 'succeeded') throw new PaymentRequestRefusedError('No such charge.');
        const earlier = await tx.query<{ id: string; amount_cents: number }>(
          'SELECT id, amount_cents FROM sandbox_refund_ledger WHERE idempotency_key = $1',
          [idempotencyKey],
        );
        const done = earlier.rows[0];
        if (done) return { refundId: done.id, amountCents: done.amount_cents };
        const left = charge.amount_cents - charge.refunded_cents;
        const amount = amountCents ?? left;
        if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
          throw new PaymentRequestRefusedError('A refund cannot exceed what is left of the charge.');
        }
        const refundId = randomUUID();
        await tx.write(
          ['sandbox_refund_ledger'],
          'INSERT INTO sandbox_refund_ledger (id, idempotency_key, charge_id, amount_cents) VALUES ($1, $2, $3, $4)',
          [refundId, idempotencyKey, chargeId, amount],
        );
        await tx.write(
          ['sandbox_payment_ledger'],
          'UPDATE sandbox_payment_ledger SET refunded_cents = refunded_cents + $2 WHERE id = $1',
          [chargeId, amount],
        );
        return { refundId, amountCents: amount };
      });
    },

    async findChargeByIdempotencyKey(idempotencyKey) {
      const recorded = await findByKey(idempotencyKey);
      return recorded ? outcomeOfRow(recorded) : null;
    },
  };
}
