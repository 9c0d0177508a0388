/**
 * Card payments, in Fathom's own terms. The browser turns a card into a token; no card number reaches us.
 * Every charge carries an idempotency key: charging twice with one key charges once and answers the first
 * outcome, and the charge can be found by that key afterwards (to settle orders whose outcome was lost).
 */
export type DeclineReason = 'card_declined' | 'insufficient_funds';

export type ChargeOutcome =
  | { status: 'succeeded'; chargeId: string }
  | { status: 'declined'; reason: DeclineReason };

export interface ChargeRequest {
  amountCents: number;
  currency: 'usd';
  paymentMethodToken: string;
  idempotencyKey: string;
  /** What the customer sees on the statement and receipt, e.g. "Fathom order FA12345678". */
  description: string;
  customerEmail: string;
  /**
   * save: keep the card for later charges of this customer (storage renewals); off_session: a later charge
   * of a saved card while the customer is away. Unset: a one-off charge.
   */
  reuse?: 'save' | 'off_session';
}

export interface RefundRequest {
  chargeId: string;
  /** Unset refunds what is left of the charge. */
  amountCents?: number;
  idempotencyKey: string;
}

export interface RefundOutcome {
  refundId: string;
  amountCents: number;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** The longest a call can take before it is given up: an attempt older than twice this has no call in flight. */
  readonly callTimeoutMs: number;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** The outcome of the charge made with this key, or null when no charge was made with it. */
  findChargeByIdempotencyKey(idempotencyKey: string): Promise<ChargeOutcome | null>;
  /** The provider's own page where this customer changes their card, when it has one. */
  billingPortalUrl?(customerEmail: string, returnUrl: string): Promise<string>;
}

/** The provider could not be reached or answered with a server error: the outcome of the call is unknown. */
export class PaymentProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderUnavailableError';
  }
}

/** The provider refused the request itself (not the card): a refund larger than the charge, a bad key. */
export class PaymentRequestRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentRequestRefusedError';
  }
}
