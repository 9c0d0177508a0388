/**
 * Card payments, in Fathom's own terms. The browser turns a card into a token; no card number reaches us.
 * A payment is an intent made in two steps, as Stripe's PaymentIntents are: created (nothing is charged; the same
 * idempotency key answers the same intent), then confirmed. The caller keeps the intent's id before confirming it,
 * so whatever happens afterwards is read back by that id, never searched for.
 */
export type DeclineReason = 'card_declined' | 'insufficient_funds';

/** Where an intent stands, as the provider keeps it. */
export type IntentState =
  | { status: 'succeeded'; intentId: string }
  | { status: 'declined'; intentId: string; reason: DeclineReason }
  /** The customer's bank asks them to authenticate (3-D Secure): the browser completes it with the client secret. */
  | { status: 'requires_action'; intentId: string; clientSecret: string }
  /** Confirmed, and the outcome is not known yet. */
  | { status: 'processing'; intentId: string }
  /** Created and never confirmed: nothing was charged, and nothing will be unless it is confirmed. */
  | { status: 'unconfirmed'; intentId: string }
  /** Cancelled: nothing was charged, and nothing can be any more. */
  | { status: 'cancelled'; intentId: string };

export interface IntentRequest {
  amountCents: number;
  currency: 'usd';
  paymentMethodToken: string;
  idempotencyKey: string;
  /** What the customer sees on the statement and receipt, e.g. "Fathom order FA12345678". */
  description: string;
  customerEmail: string;
  /**
   * save: keep the card for later charges of this customer (storage renewals); off_session: a later charge
   * of a saved card while the customer is away (it cannot ask them to authenticate). Unset: a one-off charge.
   */
  reuse?: 'save' | 'off_session';
}

/** A card as a person recognises it: its network and last four digits, never its number. */
export interface CardDescription {
  /** The network in the provider's lower-case word: visa, mastercard, amex, discover… */
  brand: string;
  last4: string;
}

export interface RefundRequest {
  intentId: string;
  /** Unset refunds what is left of the charge. */
  amountCents?: number;
  idempotencyKey: string;
}

export interface RefundOutcome {
  refundId: string;
  amountCents: number;
}

/** What the provider has refunded of one charge, as it keeps it now. */
export interface ChargeRefunds {
  /** The intent the charge paid. */
  intentId: string;
  /** Everything refunded of the charge so far (a refund that failed gives its amount back). */
  refundedCents: number;
}

/** A charge, or one of its refunds, by the provider's id (as an event names them). */
export type RefundReference = { chargeId: string } | { refundId: string };

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** The longest a call can take before it is given up: an attempt older than twice this has no call in flight. */
  readonly callTimeoutMs: number;
  /** Creates the intent, unconfirmed: nothing is charged. The same key answers the same intent. */
  createIntent(request: IntentRequest): Promise<{ intentId: string }>;
  /** Confirms the intent with its payment method: it pays, declines, or asks for the customer's authentication. */
  confirmIntent(
    intentId: string,
    options: {
      idempotencyKey: string /** The customer is away: a card that asks for them declines. */;
      offSession?: boolean;
    },
  ): Promise<IntentState>;
  /** The intent as the provider keeps it now. */
  retrieveIntent(intentId: string): Promise<IntentState>;
  /**
   * Cancels an intent that has taken no money (never confirmed, declined, or waiting for the customer's
   * authentication), so that nothing can be charged on it any more, and answers the intent as it is then: cancelled,
   * or what kept it from being cancelled (succeeded: the money was taken; processing: not known yet). The same key
   * answers the same.
   */
  cancelIntent(intentId: string, options: { idempotencyKey: string }): Promise<IntentState>;
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /**
   * What has been refunded of a charge, read from the provider by the charge's id or one of its refunds' ids; null
   * when the provider has no such charge or refund, or the refund is of no intent's charge.
   */
  retrieveRefunds(reference: RefundReference): Promise<ChargeRefunds | null>;
  /** The card a payment method token stands for, as a person recognises it; null when the provider has no such card. */
  describeCard(token: string): Promise<CardDescription | null>;
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
