import { describe, expect, it } from 'vitest';
import { refundPath } from './refund-payment';

describe("a payment's refunds", () => {
  it("are sent under the payment's order, or under its storage plan for a renewal", () => {
    expect(
      refundPath({ id: 'attempt-1', for: { kind: 'order', order_id: 'order-1', po_number: 'FA10000001' } }),
    ).toBe('/staff/orders/order-1/payments/attempt-1/refunds');
    expect(
      refundPath({
        id: 'attempt-2',
        for: { kind: 'plan', plan_id: 'plan-1', title: 'Cryogenic Storage, monthly plan', period: 3 },
      }),
    ).toBe('/staff/plans/plan-1/payments/attempt-2/refunds');
  });
});
