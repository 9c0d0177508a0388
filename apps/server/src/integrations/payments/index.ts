/** Card payments, in Fathom's own terms. The browser turns a card into a token; no card number reaches us. */
export type ChargeOutcome =
  | { status: 'succeeded'; chargeId: string }
  | { status: 'declined'; reason: 'card_declined' | 'insufficient_funds' };

export interface PaymentProvider {
  /** Charging twice with the same idempotency key charges once and answers the first outcome. */
  charge(request: {
    amountCents: number;
    paymentMethodToken: string;
    idempotencyKey: string;
  }): Promise<ChargeOutcome>;
}
