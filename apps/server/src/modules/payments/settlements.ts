/** One ledger of charges made with the payment provider (order payments, storage renewals). */
export interface PaymentLedger {
  /** Settles the pending charge made with this idempotency key from the provider's record; false when the key is not this ledger's. */
  settleByKey(idempotencyKey: string): Promise<boolean>;
  /** Records what the provider refunded of this charge; false when the charge is not this ledger's. */
  recordRefund?(providerChargeId: string, refundedCents: number): Promise<boolean>;
}

/**
 * The ledgers the provider's notices are about. The rooms that charge (checkout for orders, billing for
 * renewals) register theirs at start-up; the webhook asks them in turn, without knowing their tables.
 */
export function createSettlements() {
  const ledgers: { name: string; ledger: PaymentLedger }[] = [];
  return {
    register(name: string, ledger: PaymentLedger): void {
      ledgers.push({ name, ledger });
    },
    /** Which ledger settled the charge, or null when none had it. */
    async settleByKey(idempotencyKey: string): Promise<string | null> {
      for (const { name, ledger } of ledgers) {
        if (await ledger.settleByKey(idempotencyKey)) return name;
      }
      return null;
    },
    /** Which ledger recorded the refund, or null when none had the charge. */
    async recordRefund(providerChargeId: string, refundedCents: number): Promise<string | null> {
      for (const { name, ledger } of ledgers) {
        if (await ledger.recordRefund?.(providerChargeId, refundedCents)) return name;
      }
      return null;
    },
  };
}

export type Settlements = ReturnType<typeof createSettlements>;
