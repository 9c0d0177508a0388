import { describe, expect, it } from 'vitest';
import { instalmentSummary, nextSteps, orderPageState } from './order-confirmation';

describe('instalmentSummary', () => {
  it('names what was charged today and, in words, when the two other payments fall', () => {
    expect(
      instalmentSummary(
        [
          { number: 1, dueDate: '2026-11-25', amountCents: 9_834 },
          { number: 2, dueDate: '2026-12-25', amountCents: 9_833 },
          { number: 3, dueDate: '2027-01-25', amountCents: 9_833 },
        ],
        'en',
      ),
    ).toEqual({
      chargedTodayCents: 9_834,
      later:
        'The next two payments, $98.33 each, will be charged to the same card on Friday, Dec 25, 2026 and Monday, Jan 25, 2027.',
    });
  });

  it('names each amount when the later payments differ, whatever order they come in', () => {
    expect(
      instalmentSummary(
        [
          { number: 3, dueDate: '2027-01-31', amountCents: 1_000 },
          { number: 1, dueDate: '2026-11-30', amountCents: 1_002 },
          { number: 2, dueDate: '2026-12-31', amountCents: 1_001 },
        ],
        'en',
      ).later,
    ).toBe(
      'The next two payments will be charged to the same card: $10.01 on Thursday, Dec 31, 2026 and $10.00 on Sunday, Jan 31, 2027.',
    );
  });
});

describe('nextSteps', () => {
  it('tells a kit buyer when the kit can arrive (two working days, not over Thanksgiving) and what to do then', () => {
    const steps = nextSteps(
      {
        lines: [{ productType: 'analysis', productKey: 'analysis' }],
        orderedOn: '2026-11-24',
        preferredDeliveryDate: null,
        isGift: false,
      },
      'en',
    );
    expect(steps[0]).toBe(
      'We pack the kit and ship it within two working days: it can arrive as soon as Friday, Nov 27, 2026. We email you its tracking number.',
    );
    expect(steps[1]).toMatch(/^When it arrives, register the kit/);
    expect(steps).toHaveLength(2);
  });

  it('keeps the preferred delivery date, and speaks of the recipient for a gift', () => {
    expect(
      nextSteps(
        {
          lines: [{ productType: 'package', productKey: 'tomorrow' }, { productType: 'dna' }],
          orderedOn: '2026-11-23',
          preferredDeliveryDate: '2026-12-01',
          isGift: true,
        },
        'en',
      ),
    ).toEqual([
      'We ship the kit to arrive on Tuesday, Dec 1, 2026, as you asked, and email the recipient its tracking number.',
      'When it arrives, register the kit with the code inside the box, then collect the sample on a Monday to Thursday and send it back the same day.',
      'The DNA fragmentation analysis is made on the same sample as the semen analysis.',
      'Once the lab has analysed the sample, it is frozen and kept under your storage plan.',
    ]);
  });

  it('ships nothing for a consultation, and sends a withdrawal back to its request', () => {
    const base = { orderedOn: '2026-11-23', preferredDeliveryDate: null, isGift: false };
    expect(nextSteps({ ...base, lines: [{ productType: 'consultation' }] }, 'en')).toEqual([
      'Book your consultation from the Consultations button of your portal: a fertility specialist calls you at the time you choose.',
    ]);
    expect(nextSteps({ ...base, lines: [{ productType: 'shipping' }] }, 'en')).toEqual([
      'Finish your withdrawal request: we arrange the transfer of your vials once it is complete.',
    ]);
  });
});

describe('orderPageState', () => {
  it('offers the bank again, another card or a cancellation for an order whose bank confirmation was left', () => {
    expect(orderPageState('pending_payment', 'en')).toEqual({
      heading: 'Your order is waiting for its payment',
      lead: 'Your bank has not confirmed this payment, so nothing has been charged. Confirm it with your bank, pay with another card, or cancel the order. An order not paid within a day is cancelled.',
      payable: true,
      bankCanBeAskedAgain: true,
    });
  });

  it('offers another card or a cancellation, not the same bank, for a declined card', () => {
    expect(orderPageState('payment_failed', 'en')).toMatchObject({
      payable: true,
      bankCanBeAskedAgain: false,
    });
  });

  it('offers nothing to pay for a paid or cancelled order, and says a cancelled one charged nothing', () => {
    expect(orderPageState('paid', 'en')).toMatchObject({
      heading: 'Thank you, your order is confirmed',
      payable: false,
    });
    expect(orderPageState('paying_instalments', 'en').payable).toBe(false);
    expect(orderPageState('cancelled', 'en')).toMatchObject({
      heading: 'This order was cancelled',
      lead: 'It was not paid, and nothing was charged. Its cart is kept for you: order it again whenever you like.',
      payable: false,
    });
  });
});

describe('the order confirmation in Spanish', () => {
  it('names the later payments with their days in Spanish, one or several', () => {
    const parts = [
      { number: 1, dueDate: '2026-11-25', amountCents: 9_834 },
      { number: 2, dueDate: '2026-12-25', amountCents: 9_833 },
      { number: 3, dueDate: '2027-01-25', amountCents: 9_833 },
    ];
    expect(instalmentSummary(parts, 'es').later).toBe(
      'Los próximos dos pagos, de $98.33 cada uno, se cobrarán a la misma tarjeta el viernes, 25 dic 2026 y el lunes, 25 ene 2027.',
    );
    expect(instalmentSummary(parts.slice(0, 2), 'es').later).toBe(
      'El próximo pago, de $98.33, se cobrará a la misma tarjeta el viernes, 25 dic 2026.',
    );
  });

  it('says what happens next, for a gift too', () => {
    expect(
      nextSteps(
        {
          lines: [{ productType: 'analysis' }],
          orderedOn: '2026-11-23',
          preferredDeliveryDate: '2026-12-01',
          isGift: true,
        },
        'es',
      )[0],
    ).toBe(
      'Enviaremos el kit para que llegue el martes, 1 dic 2026, como lo pidió, y a la persona que recibe el regalo le mandaremos por correo electrónico el número de seguimiento.',
    );
  });

  it('heads an unpaid order in Spanish', () => {
    expect(orderPageState('payment_failed', 'es')).toEqual({
      heading: 'Su pedido está esperando un pago',
      lead: 'Su tarjeta fue rechazada, así que no se le ha cobrado nada. Pague con otra tarjeta o cancele el pedido. Si un pedido no se paga en un día, se cancela.',
      payable: true,
      bankCanBeAskedAgain: false,
    });
  });
});
