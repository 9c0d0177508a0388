import { describe, expect, it } from 'vitest';
import { createSettlements } from './settlements';

describe('payment ledgers the provider settles', () => {
  const ledgerOf = (keys: string[], charges: string[] = [], asked: string[] = []) => ({
    async settleByKey(key: string) {
      asked.push(key);
      return keys.includes(key);
    },
    async recordRefund(charge: string) {
      return charges.includes(charge);
    },
  });

  it('asks the ledgers in turn and stops at the one that holds the charge', async () => {
    const askedOfRenewals: string[] = [];
    const settlements = createSettlements();
    settlements.register('order payments', ledgerOf(['order-1:1']));
    settlements.register('storage renewals', ledgerOf(['renewal-7'], [], askedOfRenewals));
    expect(await settlements.settleByKey('order-1:1')).toBe('order payments');
    expect(askedOfRenewals).toEqual([]);
    expect(await settlements.settleByKey('renewal-7')).toBe('storage renewals');
    expect(await settlements.settleByKey('nobody')).toBeNull();
  });

  it('records a refund with the ledger that holds the charge, skipping ledgers that take none', async () => {
    const settlements = createSettlements();
    settlements.register('storage renewals', { settleByKey: async () => false });
    settlements.register('order payments', ledgerOf([], ['pi_1']));
    expect(await settlements.recordRefund('pi_1', 5_000)).toBe('order payments');
    expect(await settlements.recordRefund('pi_2', 5_000)).toBeNull();
  });
});
