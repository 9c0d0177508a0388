import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import { isUuid } from '../../http/uuid';
import {
  type CardDescription,
  type DeclineReason,
  type IntentState,
  type PaymentProvider,
  PaymentRequestRefusedError,
} from './index';

/**
 * The tokens the sandbox card form makes in the browser (README): 4242… pays, 9995 lacks funds, 3155 asks the
 * customer to authenticate with their bank (3-D Secure) and then pays, others decline.
 */
export const sandboxCardTokens = {
  visa: 'pm_sandbox_visa',
  declined: 'pm_sandbox_declined',
  insufficientFunds: 'pm_sandbox_insufficient_funds',
  authenticationRequired: 'pm_sandbox_authentication_required',
} as const;

/** The test cards behind the sandbox's tokens (README): the card form keeps their numbers in the browser. */
const sandboxCards: Readonly<Record<string, CardDescription>> = {
  [sandboxCardTokens.visa]: { brand: 'visa', last4: '4242' },
  [sandboxCardTokens.declined]: { brand: 'visa', last4: '0002' },
  [sandboxCardTokens.insufficientFunds]: { brand: 'visa', last4: '9995' },
  [sandboxCardTokens.authenticationRequired]: { brand: 'visa', last4: '3155' },
};

interface LedgerRow {
  id: string;
  amount_cents: number;
  currency: string;
  status: 'requires_confirmation' | 'requires_action' | 'succeeded' | 'declined' | 'cancelled';
  decline_reason: DeclineReason | null;
  refunded_cents: number;
  payment_method_token: string | null;
  client_secret: string | null;
  off_session: boolean;
}

/** How many of the intents it created lately the sandbox remembers the card of (each is forgotten once confirmed). */
const REMEMBERED_INTENTS = 10_000;

const ledgerColumns =
  'id, amount_cents, currency, status, decline_reason, refunded_cents, payment_method_token, client_secret, off_session';

/** What confirming with this token does: pays, declines, or asks the customer first (never when they are away). */
function outcomeOfToken(
  token: string | null,
  offSession: boolean,
): { status: 'succeeded' | 'requires_action' } | { status: 'declined'; reason: DeclineReason } {
  if (token === sandboxCardTokens.visa) return { status: 'succeeded' };
  if (token === sandboxCardTokens.authenticationRequired)
    return offSession ? { status: 'declined', reason: 'card_declined' } : { status: 'requires_action' };
  if (token === sandboxCardTokens.insufficientFunds)
    return { status: 'declined', reason: 'insufficient_funds' };
  return { status: 'declined', reason: 'card_declined' };
}

function stateOfRow(row: LedgerRow): IntentState {
  switch (row.status) {
    case 'succeeded':
      return { status: 'succeeded', intentId: row.id };
    case 'declined':
      return { status: 'declined', intentId: row.id, reason: row.decline_reason ?? 'card_declined' };
    case 'requires_action':
      return { status: 'requires_action', intentId: row.id, clientSecret: row.client_secret ?? '' };
    case 'requires_confirmation':
      return { status: 'unconfirmed', intentId: row.id };
    case 'cancelled':
      return { status: 'cancelled', intentId: row.id };
  }
}

export interface SandboxPayments extends PaymentProvider {
  /**
   * What the customer's bank does when they answer its challenge in the browser (the sandbox's 3-D Secure page):
   * the intent waiting for them pays, or is declined when they refuse. False when no intent waits on that secret.
   */
  authenticate(clientSecret: string, approved: boolean): Promise<boolean>;
}

/**
 * Works offline and always answers the same. Intents are kept in a ledger table, one per idempotency key, so a
 * retried call never charges twice and every intent can be read back by its id.
 */
export function createSandboxPayments(db: Database): SandboxPayments {
  /**
   * The card and the use of the intents this process created lately, which never change once written: confirming
   * one of them is one statement, guarded by both, rather than a read of the intent first.
   */
  const created = new Map<string, { token: string | null; offSession: boolean }>();
  const remember = (intent: LedgerRow) => {
    created.set(intent.id, { token: intent.payment_method_token, offSession: intent.off_session });
    if (created.size > REMEMBERED_INTENTS) created.delete(created.keys().next().value ?? '');
  };

  /** Moves an unconfirmed intent as its card and use decide; null when it was not, or is no longer, unconfirmed. */
  const confirmUnconfirmed = async (
    intentId: string,
    card: { token: string | null; offSession: boolean },
  ): Promise<LedgerRow | null> => {
    const outcome = outcomeOfToken(card.token, card.offSession);
    const { rows } = await db.write<LedgerRow>(
      ['sandbox_payment_ledger'],
      `UPDATE sandbox_payment_ledger SET status = $2, decline_reason = $3, client_secret = $4
        WHERE id = $1 AND status = 'requires_confirmation'
          AND payment_method_token IS NOT DISTINCT FROM $5 AND off_session = $6
       RETURNING ${ledgerColumns}`,
      [
        intentId,
        outcome.status,
        outcome.status === 'declined' ? outcome.reason : null,
        outcome.status === 'requires_action' ? `${intentId}_secret_${randomBytes(12).toString('hex')}` : null,
        card.token,
        card.offSession,
      ],
    );
    return rows[0] ?? null;
  };

  const findById = async (intentId: string) =>
    isUuid(intentId)
      ? ((
          await db.query<LedgerRow>(`SELECT ${ledgerColumns} FROM sandbox_payment_ledger WHERE id = $1`, [
            intentId,
          ])
        ).rows[0] ?? null)
      : null;

  return {
    name: 'sandbox',
    // A sandbox call is a write to this database: it commits in moments or not at all.
    callTimeoutMs: 5_000,

    async describeCard(token) {
      return sandboxCards[token] ?? null;
    },

    async createIntent(request) {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
        throw new PaymentRequestRefusedError('A charge must be a whole number of cents above zero.');
      }
      // A new key is written and returned at once; a key seen before is read back, as the provider answers a
      // retried request with its first answer.
      const inserted = await db.write<LedgerRow>(
        ['sandbox_payment_ledger'],
        `INSERT INTO sandbox_payment_ledger
           (id, idempotency_key, amount_cents, currency, status, description, customer_email, payment_method_token,
            off_session)
         VALUES ($1, $2, $3, $4, 'requires_confirmation', $5, $6, $7, $8) ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING ${ledgerColumns}`,
        [
          randomUUID(),
          request.idempotencyKey,
          request.amountCents,
          request.currency,
          request.description,
          request.customerEmail,
          request.paymentMethodToken,
          request.reuse === 'off_session',
        ],
      );
      const recorded =
        inserted.rows[0] ??
        (
          await db.query<LedgerRow>(
            `SELECT ${ledgerColumns} FROM sandbox_payment_ledger WHERE idempotency_key = $1`,
            [request.idempotencyKey],
          )
        ).rows[0];
      if (!recorded) throw new Error('The sandbox ledger lost an intent it had just recorded');
      if (recorded.amount_cents !== request.amountCents || recorded.currency !== request.currency) {
        throw new PaymentRequestRefusedError('This idempotency key was used for a charge of another amount.');
      }
      remember(recorded);
      return { intentId: recorded.id };
    },

    async confirmIntent(intentId) {
      // Only an unconfirmed intent moves; confirming again answers what the first confirmation did.
      const known = created.get(intentId);
      created.delete(intentId);
      const moved = known ? await confirmUnconfirmed(intentId, known) : null;
      if (moved) return stateOfRow(moved);
      const intent = await findById(intentId);
      if (!intent) throw new PaymentRequestRefusedError('No such payment intent.');
      const confirmed =
        (await confirmUnconfirmed(intentId, {
          token: intent.payment_method_token,
          offSession: intent.off_session,
        })) ?? (await findById(intentId));
      if (!confirmed) throw new Error('The sandbox ledger lost an intent it had just confirmed');
      return stateOfRow(confirmed);
    },

    async retrieveIntent(intentId) {
      const intent = await findById(intentId);
      if (!intent) throw new PaymentRequestRefusedError('No such payment intent.');
      return stateOfRow(intent);
    },

    async cancelIntent(intentId) {
      // Only an intent that took nothing moves; cancelling again, or one that paid, answers what it is.
      const { rows } = isUuid(intentId)
        ? await db.write<LedgerRow>(
            ['sandbox_payment_ledger'],
            `UPDATE sandbox_payment_ledger SET status = 'cancelled'
              WHERE id = $1 AND status IN ('requires_confirmation', 'requires_action', 'declined')
              RETURNING ${ledgerColumns}`,
            [intentId],
          )
        : { rows: [] };
      const intent = rows[0] ?? (await findById(intentId));
      if (!intent) throw new PaymentRequestRefusedError('No such payment intent.');
      return stateOfRow(intent);
    },

    async authenticate(clientSecret, approved) {
      const { rows } = await db.write(
        ['sandbox_payment_ledger'],
        `UPDATE sandbox_payment_ledger SET status = $2, decline_reason = $3
          WHERE client_secret = $1 AND status = 'requires_action' RETURNING id`,
        [clientSecret, approved ? 'succeeded' : 'declined', approved ? null : 'card_declined'],
      );
      return rows.length > 0;
    },

    async refund({ intentId, amountCents, idempotencyKey }) {
      if (!isUuid(intentId)) throw new PaymentRequestRefusedError('No such charge.');
      return db.transaction(async (tx) => {
        // Locking the charge first queues simultaneous refunds of it, so a repeated key is seen by the second.
        const { rows } = await tx.query<LedgerRow>(
          `SELECT ${ledgerColumns} FROM sandbox_payment_ledger WHERE id = $1 FOR UPDATE`,
          [intentId],
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
          [refundId, idempotencyKey, intentId, amount],
        );
        await tx.write(
          ['sandbox_payment_ledger'],
          'UPDATE sandbox_payment_ledger SET refunded_cents = refunded_cents + $2 WHERE id = $1',
          [intentId, amount],
        );
        return { refundId, amountCents: amount };
      });
    },

    async retrieveRefunds(reference) {
      // The sandbox's charge is its intent: one row keeps both, and the total refunded of it.
      const chargeId =
        'chargeId' in reference
          ? reference.chargeId
          : isUuid(reference.refundId)
            ? (
                await db.query<{ charge_id: string }>(
                  'SELECT charge_id FROM sandbox_refund_ledger WHERE id = $1',
                  [reference.refundId],
                )
              ).rows[0]?.charge_id
            : undefined;
      const charge = chargeId ? await findById(chargeId) : null;
      // An intent that never paid made no charge.
      return charge?.status === 'succeeded'
        ? { intentId: charge.id, refundedCents: charge.refunded_cents }
        : null;
    },
  };
}

/** Whether these payments are the sandbox's, whose test bank the portal then serves. */
export function isSandboxPayments(payments: PaymentProvider): payments is SandboxPayments {
  return payments.name === 'sandbox' && 'authenticate' in payments;
}
