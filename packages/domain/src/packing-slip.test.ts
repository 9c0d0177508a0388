import { describe, expect, it } from 'vitest';
import { packingSlip } from './packing-slip';

const order = {
  poNumber: 'FA12345678',
  buyerName: 'Robin Hale',
  gift: null,
  items: [
    { title: 'Semen Analysis', quantity: 1, unitPriceCents: 19_500 },
    { title: 'CoQ10', quantity: 2, unitPriceCents: 3_900 },
  ],
  totalCents: 27_300,
  kits: [],
};

describe('packingSlip', () => {
  it("shows each line's price and the total on the buyer's own order", () => {
    const slip = packingSlip(order, 'en');
    expect(slip.greeting).toBe('Robin Hale, thank you for your order.');
    expect(slip.lines).toEqual([
      { title: 'Semen Analysis', quantity: 1, price: '$195.00' },
      { title: 'CoQ10', quantity: 2, price: '$78.00' },
    ]);
    expect(slip.total).toBe('$273.00');
  });

  it('names the recipient of a gift, keeps the message and shows no price at all', () => {
    const slip = packingSlip({ ...order, gift: { recipientName: 'Sam', message: ' Good luck! ' } }, 'en');
    expect(slip.greeting).toBe('Sam, this is a gift from Robin Hale.');
    expect(slip.message).toBe('Good luck!');
    expect(slip.total).toBeNull();
    expect(slip.lines.every((line) => line.price === null)).toBe(true);
    expect(JSON.stringify(slip)).not.toContain('$');
  });

  it('gives every kit its QR code with its identifier and the order number, gift or not', () => {
    const kits = [
      { title: 'Semen Analysis', identifier: 'FK-AB12-CD34-EF56' },
      { title: 'STI Test Kit', identifier: 'FK-0000-1111-2222' },
    ];
    const expected = [
      {
        title: 'Semen Analysis',
        identifier: 'FK-AB12-CD34-EF56',
        orderNumber: 'FA12345678',
        registrationPath: '/k-r/v-c/FK-AB12-CD34-EF56',
      },
      {
        title: 'STI Test Kit',
        identifier: 'FK-0000-1111-2222',
        orderNumber: 'FA12345678',
        registrationPath: '/k-r/v-c/FK-0000-1111-2222',
      },
    ];
    expect(packingSlip({ ...order, kits }, 'en').kitCodes).toEqual(expected);
    expect(
      packingSlip({ ...order, kits, gift: { recipientName: 'Sam', message: '' } }, 'en').kitCodes,
    ).toEqual(expected);
    expect(packingSlip(order, 'en').kitCodes).toEqual([]);
  });
});

describe('packingSlip in Spanish', () => {
  it('greets the buyer, or a gift’s recipient, in Spanish', () => {
    expect(packingSlip(order, 'es').title).toBe('Pedido FA12345678');
    expect(packingSlip(order, 'es').greeting).toBe('Robin Hale, gracias por su pedido.');
    expect(packingSlip({ ...order, gift: { recipientName: 'Alex', message: '' } }, 'es').greeting).toBe(
      'Alex, este es un regalo de Robin Hale.',
    );
  });
});
