import { describe, expect, it } from 'vitest';
import { paymentForWords } from './payment-words';

describe('what a payment was for', () => {
  it('names an order, or one of its instalments', () => {
    expect(paymentForWords({ kind: 'order', po_number: 'FA12345678', instalment: null }, 'en')).toBe(
      'Order FA12345678',
    );
    expect(paymentForWords({ kind: 'order', po_number: 'FA12345678', instalment: 2 }, 'en')).toBe(
      'Order FA12345678, instalment 2',
    );
    expect(paymentForWords({ kind: 'order', po_number: 'FA12345678', instalment: null }, 'es')).toBe(
      'Pedido FA12345678',
    );
    expect(paymentForWords({ kind: 'order', po_number: 'FA12345678', instalment: 2 }, 'es')).toBe(
      'Pedido FA12345678, cuota 2',
    );
  });

  it('names a period of a storage plan by its product', () => {
    const plan = {
      kind: 'storage_plan',
      product_key: 'cryo_yearly',
      title: 'Cryogenic Storage, yearly plan',
      period: 3,
    } as const;
    expect(paymentForWords(plan, 'en')).toBe('Cryogenic Storage, yearly plan, period 3');
    expect(paymentForWords(plan, 'es')).toBe('Almacenamiento criogénico, plan anual, período 3');
    expect(paymentForWords({ ...plan, product_key: null, title: 'Old Plan' }, 'es')).toBe(
      'Old Plan, período 3',
    );
  });
});
